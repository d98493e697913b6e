// Optional logo: PNG, JPG or SVG up to 2 MB, checked by core before anything else happens.
import { Button, FileInput, Group, Image, Stack, Text } from '@mantine/core';
import { IconPhoto, IconTrash } from '@tabler/icons-react';
import { validateLogoFile } from '@qrlink/core/validation/logo-file';
import { notify } from '@/lib/notify';
import { logoPreviewSrc, type LogoState } from '../studio/studio-state';

const LOGO_HINT = 'PNG, JPG, SVG. Máx 2MB. Recomendado: quadrado.';

type LogoFieldProps = {
  logo: LogoState;
  onSelect: (file: File) => void;
  onRemove: () => void;
};

export function LogoField({ logo, onSelect, onRemove }: LogoFieldProps) {
  const src = logoPreviewSrc(logo);

  function handleChange(file: File | null) {
    if (!file) return;
    const checked = validateLogoFile(file);
    if (!checked.ok) {
      notify.error({ title: checked.title, message: checked.message });
      return;
    }
    onSelect(file);
  }

  return (
    <Stack gap={6}>
      <FileInput
        label="Logo (opcional)"
        description={LOGO_HINT}
        placeholder="Escolher imagem"
        accept="image/png,image/jpeg,image/svg+xml"
        leftSection={<IconPhoto size={18} />}
        value={logo.kind === 'new' ? logo.file : null}
        onChange={handleChange}
      />
      {src && (
        <Group gap="sm">
          <Image src={src} alt="Logo selecionado" w={48} h={48} fit="contain" radius="sm" />
          <Text size="sm" c="dimmed" style={{ flex: 1 }}>
            {logo.kind === 'new' ? logo.file.name : 'Logo atual'}
          </Text>
          <Button
            variant="subtle"
            color="red"
            size="xs"
            leftSection={<IconTrash size={16} />}
            onClick={onRemove}
          >
            Remover logo
          </Button>
        </Group>
      )}
    </Stack>
  );
}
