// The page as a visitor's phone will show it, drawn by the same renderer the server uses
// (core's renderPageHtml) into a sandboxed frame: nothing in it runs, nothing leaves it. It shows
// the free plan's 'Feito com QR Link' badge when the workspace's plan does.
import { Paper, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { renderPageHtml } from '@qrlink/core/pages/render-page';
import { usePublicOrigin } from '@/lib/use-public-origin';
import { useWorkspacePlan } from '@/lib/queries/workspace-plan';
import { currentWorkspaceIdAtom } from '@/lib/workspace';
import { previewPage, type PageFormValues } from '../page-form-state';

export function PagePreview({ values }: { values: PageFormValues }) {
  const origin = usePublicOrigin();
  // The badge the served page shows on a free plan (none while the plan is being read).
  const plan = useWorkspacePlan(useAtomValue(currentWorkspaceIdAtom));
  const badge = plan.data?.pageBadge ?? false;
  // A keystroke redraws the frame a moment later, not on every character.
  const [settled] = useDebouncedValue(values, 150);
  const html = useMemo(
    () => renderPageHtml(previewPage(settled, badge), { origin, countTaps: false }),
    [settled, origin, badge],
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
