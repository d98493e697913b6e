// How the logo sits in the code: its size, the empty space around it and a plate behind it.
import { NativeSelect, SimpleGrid, Slider, Stack, Text } from '@mantine/core';
import {
  DESIGN_LIMITS,
  LOGO_PLATE_LABELS,
  LOGO_PLATES,
  type LogoPlate,
} from '@qrlink/core/qr/design/qr-design-options';
import { ColorField } from './ColorField';
import { patchGroup, toFraction, toPercent, type DesignFieldsProps } from './design-fields';

const plateOptions = LOGO_PLATES.map((value) => ({ value, label: LOGO_PLATE_LABELS[value] }));

function PercentSlider(props: {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (fraction: number) => void;
}) {
  return (
    <Stack gap={4}>
      <Text size="sm">
        {props.label}: {toPercent(props.value)}%
      </Text>
      <Slider
        min={toPercent(props.min)}
        max={toPercent(props.max)}
        step={1}
        value={toPercent(props.value)}
        thumbLabel={props.label}
        label={(value) => `${value}%`}
        onChange={(value) => props.onChange(toFraction(value))}
      />
    </Stack>
  );
}

export function LogoOptionsFields({ design, onChange, errors }: DesignFieldsProps) {
  const { logo } = design;
  const patch = (change: Partial<typeof logo>) => patchGroup(onChange, 'logo', change);
  return (
    <Stack gap="sm">
      <PercentSlider
        label="Tamanho do logo"
        value={logo.scale}
        min={DESIGN_LIMITS.logoScale.min}
        max={DESIGN_LIMITS.logoScale.max}
        onChange={(scale) => patch({ scale })}
      />
      <PercentSlider
        label="Espaço ao redor do logo"
        value={logo.padding}
        min={DESIGN_LIMITS.logoPadding.min}
        max={DESIGN_LIMITS.logoPadding.max}
        onChange={(padding) => patch({ padding })}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <NativeSelect
          label="Fundo do logo"
          data={plateOptions}
          value={logo.plate}
          onChange={(event) => patch({ plate: event.currentTarget.value as LogoPlate })}
        />
        {logo.plate !== 'none' && (
          <ColorField
            label="Cor do fundo do logo"
            value={logo.plateColor ?? design.background.color}
            error={errors['logo.plateColor']}
            onChange={(plateColor) => patch({ plateColor })}
          />
        )}
      </SimpleGrid>
    </Stack>
  );
}
