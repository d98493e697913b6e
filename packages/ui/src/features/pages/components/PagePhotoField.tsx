// The page's photo (a logo or a portrait), or a menu item's: uploaded to the workspace's folder
// of the logo bucket, with its limits (2 MB; PNG, JPG or SVG), made small first (shrink-photo.ts).
import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { LOGO_MIME_TYPES } from '@qrlink/core/constants';
import { uploadQrLogo } from '@qrlink/data/qr-codes/upload-qr-logo';
import { notify } from '@/lib/notify';
import { currentWorkspaceIdAtom } from '@/lib/workspace';
import { shrinkPhoto } from '../shrink-photo';

interface PagePhotoFieldProps {
  value: string;
  onChange: (url: string) => void;
  /** The field's title. */
  label?: string;
  /** Whose photo, when a screen has several: its buttons say so ('Enviar foto: Pão de queijo'). */
  subject?: string;
}

export function PagePhotoField({ value, onChange, label = 'Foto', subject }: PagePhotoFieldProps) {
  const named = (action: string) => (subject ? `${action}: ${subject}` : undefined);
  const workspaceId = useAtomValue(currentWorkspaceIdAtom);
  const upload = useMutation({
    mutationFn: async (file: File) => uploadQrLogo(workspaceId ?? '', await shrinkPhoto(file)),
    onSuccess: onChange,
    onError: (error) => notify.failure(error),
  });
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <Group>
        <Avatar src={value || null} size={64} radius="xl" alt="" />
        <FileButton
          onChange={(file) => file && upload.mutate(file)}
          accept={LOGO_MIME_TYPES.join(',')}
        >
          {(props) => (
            <Button
              variant="light"
              loading={upload.isPending}
              aria-label={named(value ? 'Trocar foto' : 'Enviar foto')}
              {...props}
            >
              {value ? 'Trocar foto' : 'Enviar foto'}
            </Button>
          )}
        </FileButton>
        {value && (
          <Button
            variant="subtle"
            color="red"
            aria-label={named('Remover foto')}
            onClick={() => onChange('')}
          >
            Remover foto
          </Button>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        PNG, JPG ou SVG de até 2 MB.
      </Text>
    </Stack>
  );
}
