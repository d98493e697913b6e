// vCard 4.0 is the current standard; 3.0 is offered because many Android contact apps import
// it better.
import { Radio, Stack, Text } from '@mantine/core';
import type { VCardVersion } from '@qrlink/core/vcard/build-vcard';

type VersionChoiceProps = { value: VCardVersion; onChange: (version: VCardVersion) => void };

export function VersionChoice({ value, onChange }: VersionChoiceProps) {
  return (
    <Radio.Group
      label="Versão do vCard"
      value={value}
      onChange={(version) => onChange(version as VCardVersion)}
    >
      <Stack gap={6} mt={6}>
        <Radio value="4.0" label="vCard 4.0 (padrão atual, recomendado)" />
        <Radio
          value="3.0"
          label="vCard 3.0"
          description="Mais compatível com muitos celulares Android e agendas antigas."
        />
      </Stack>
      <Text size="xs" c="dimmed" mt={6}>
        Se o contato não abrir corretamente no seu celular, tente a versão 3.0.
      </Text>
    </Radio.Group>
  );
}
