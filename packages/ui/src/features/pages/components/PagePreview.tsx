// The page as a visitor's phone will show it, drawn by the same renderer the server uses
// (core's renderPageHtml) into a sandboxed frame: nothing in it runs, nothing leaves it.
import { Paper, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo } from 'react';
import { renderPageHtml } from '@qrlink/core/pages/render-page';
import { usePublicOrigin } from '@/lib/use-public-origin';
import { previewPage, type PageFormValues } from '../page-form-state';

export function PagePreview({ values }: { values: PageFormValues }) {
  const origin = usePublicOrigin();
  // A keystroke redraws the frame a moment later, not on every character.
  const [settled] = useDebouncedValue(values, 150);
  const html = useMemo(
    () => renderPageHtml(previewPage(settled, false), { origin }),
    [settled, origin],
  );
  return (
    <Paper withBorder radius="lg" p={6} w="100%" maw={380} mx="auto" bg="dark.7">
      <Text size="xs" c="gray.4" ta="center" mb={4}>
        Pré-visualização
      </Text>
      <iframe
        title="Pré-visualização da página"
        srcDoc={html}
        sandbox=""
        style={{
          display: 'block',
          width: '100%',
          height: 620,
          border: 0,
          borderRadius: 12,
          background: '#fff',
        }}
      />
    </Paper>
  );
}
