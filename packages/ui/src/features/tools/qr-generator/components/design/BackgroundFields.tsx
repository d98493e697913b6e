// Background (a colour, or transparent), quiet zone and error-correction level.
import { NumberInput, NativeSelect, SimpleGrid, Stack, Switch } from '@mantine/core';
import { QR_ERROR_CORRECTION_LEVELS, type QrErrorCorrectionLevel } from '@qrlink/core/constants';
import { DESIGN_LIMITS } from '@qrlink/core/qr/design/qr-design-options';
import { ColorField } from './ColorField';
import { patchGroup, type DesignFieldsProps } from './design-fields';

const LEVEL_LABELS: Record<QrErrorCorrectionLevel, string> = {
  L: 'L (7%)',
  M: 'M (15%, padrão)',
  Q: 'Q (25%)',
  H: 'H (30%)',
};
const levelOptions = QR_ERROR_CORRECTION_LEVELS.map((value) => ({
  value,
  label: LEVEL_LABELS[value],
}));

export function BackgroundFields(props: DesignFieldsProps & { hasLogo: boolean }) {
  const { design, onChange, errors, hasLogo } = props;
  return (
    <Stack gap="sm">
      <ColorField
        label="Cor de fundo"
        value={design.background.color}
        error={errors['background.color']}
        onChange={(color) => patchGroup(onChange, 'background', { color })}
      />
      <Switch
        label="Fundo transparente"
        description="Para aplicar o código sobre uma superfície clara."
        checked={design.background.transparent}
        onChange={(event) =>
          patchGroup(onChange, 'background', { transparent: event.currentTarget.checked })
        }
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <NumberInput
          label="Margem (módulos)"
          description="Espaço claro em volta do código; o padrão é 4."
          min={DESIGN_LIMITS.margin.min}
          max={DESIGN_LIMITS.margin.max}
          step={1}
          allowDecimal={false}
          clampBehavior="strict"
          value={design.margin}
          error={errors.margin}
          onChange={(value) =>
            typeof value === 'number' && onChange((current) => ({ ...current, margin: value }))
          }
        />
        <NativeSelect
          label="Correção de erro"
          description={
            hasLogo
              ? 'Com logo, o nível H é usado automaticamente.'
              : 'Quanto o código aguenta de dano.'
          }
          data={levelOptions}
          value={hasLogo ? 'H' : design.errorCorrectionLevel}
          disabled={hasLogo}
          onChange={(event) => {
            // Read now: the event is gone by the time the state update runs.
            const level = event.currentTarget.value as QrErrorCorrectionLevel;
            onChange((current) => ({ ...current, errorCorrectionLevel: level }));
          }}
        />
      </SimpleGrid>
    </Stack>
  );
}
