// 'Cardápio em PDF' of a digital menu (docs/product/pages.md, "The page editor"): the printed
// menu uploaded as it is, into the workspace's folder of the page files bucket; the page then
// opens it with 'Ver cardápio em PDF', above the sections (which may stay empty).
import { Anchor, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { uploadMenuPdf } from '@qrlink/data/pages/upload-menu-pdf';
import { notify } from '@/lib/notify';
import { currentWorkspaceIdAtom } from '@/lib/workspace';

interface MenuPdfFieldProps {
  value: string;
  onChange: (url: string) => void;
}

export function MenuPdfField({ value, onChange }: MenuPdfFieldProps) {
  const workspaceId = useAtomValue(currentWorkspaceIdAtom);
  const upload = useMutation({
    mutationFn: (file: File) => uploadMenuPdf(workspaceId ?? '', file),
    onSuccess: onChange,
    onError: (error) => notify.failure(error),
  });
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        Cardápio em PDF (opcional)
      </Text>
      <Group>
        {value && (
          <Anchor href={value} target="_blank" rel="noopener noreferrer" size="sm">
            <Group gap={4} component="span">
              <IconFileTypePdf size={18} aria-hidden /> Ver PDF enviado
            </Group>
          </Anchor>
        )}
        <FileButton onChange={(file) => file && upload.mutate(file)} accept="application/pdf">
          {(props) => (
            <Button variant="light" loading={upload.isPending} {...props}>
              {value ? 'Trocar PDF' : 'Enviar PDF'}
            </Button>
          )}
        </FileButton>
        {value && (
          <Button variant="subtle" color="red" onClick={() => onChange('')}>
            Remover PDF
          </Button>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        Um PDF de até 10 MB. A página mostra o botão 'Ver cardápio em PDF' acima das seções, que
        podem ficar vazias.
      </Text>
    </Stack>
  );
}
