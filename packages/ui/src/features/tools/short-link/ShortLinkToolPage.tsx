// /tools/short-link-generator: the public short-link tool (SPEC section 2, "Free tools").
import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { userAtom } from '../../../app/session';
import { ShortLinkAccountHint } from './components/ShortLinkAccountHint';
import { ShortLinkForm } from './components/ShortLinkForm';
import { ShortLinkResult } from './components/ShortLinkResult';

export default function ShortLinkToolPage() {
  const user = useAtomValue(userAtom);
  const [shortUrl, setShortUrl] = useState<string | null>(null);
  const origin = window.location.origin;

  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>Encurtador de Links Poderoso</Title>
          <Text c="dimmed" mt="xs">
            Transforme links longos em endereços curtos, fáceis de compartilhar.
          </Text>
        </div>
        <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} radius="md">
          <ShortLinkForm
            origin={origin}
            onCreated={(link) => setShortUrl(`${origin}/s/${link.slug}`)}
          />
        </Paper>
        <div aria-live="polite">{shortUrl && <ShortLinkResult url={shortUrl} />}</div>
        <ShortLinkAccountHint signedIn={user !== null} />
      </Stack>
    </Container>
  );
}
