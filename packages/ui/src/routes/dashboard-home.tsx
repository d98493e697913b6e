import { Container, Text, Title } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { userAtom } from '../app/session';

// The user area is built by a later issue; this keeps its guarded routes reachable.
export default function DashboardHomePage() {
  const user = useAtomValue(userAtom);
  return (
    <Container size="lg" py="xl">
      <Title order={1}>Painel</Title>
      <Text mt="sm">
        Olá{user?.fullName ? `, ${user.fullName}` : ''}! Seu painel está sendo preparado.
      </Text>
    </Container>
  );
}
