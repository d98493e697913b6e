// 'Redes sociais da página' of a link page (docs/product/pages.md, "The page editor"): one
// address per network, each optional; the page shows an icon for each one filled, under its
// buttons.
import { SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { PAGE_SOCIAL_NETWORKS, SOCIAL_NETWORK_LABELS } from '@qrlink/core/pages/page-socials';
import type { PageFormValues } from '../page-form-state';

const PLACEHOLDERS: Record<(typeof PAGE_SOCIAL_NETWORKS)[number], string> = {
  instagram: 'instagram.com/seuperfil',
  facebook: 'facebook.com/suapagina',
  tiktok: 'tiktok.com/@seuperfil',
  youtube: 'youtube.com/@seucanal',
  x: 'x.com/seuperfil',
  linkedin: 'linkedin.com/in/seuperfil',
};

export function SocialLinksFields({ form }: { form: UseFormReturnType<PageFormValues> }) {
  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Text fw={600} id="redes-sociais">
          Redes sociais da página
        </Text>
        <Text size="sm" c="dimmed">
          Cada endereço preenchido vira um ícone abaixo dos botões.
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, xs: 2 }} role="group" aria-labelledby="redes-sociais">
        {PAGE_SOCIAL_NETWORKS.map((network) => (
          <TextInput
            key={network}
            label={SOCIAL_NETWORK_LABELS[network]}
            type="url"
            inputMode="url"
            placeholder={PLACEHOLDERS[network]}
            {...form.getInputProps(`content.socials.${network}`)}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
