import { Container, Text, Title } from '@mantine/core';

// The admin area is built by a later issue; this keeps its guarded routes reachable.
export default function AdminHomePage() {
  return (
    <Container size="lg" py="xl">
      <Title order={1}>Painel Admin</Title>
      <Text mt="sm">Gerenciar Clientes, Análise Geral, Gerenciar Planos e Configurações.</Text>
    </Container>
  );
}
