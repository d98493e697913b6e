// The three finder "eyes": the shape of their frame and ball, and optionally their own colours.
import { SimpleGrid, NativeSelect, Stack, Switch } from '@mantine/core';
import {
  EYE_SHAPE_LABELS,
  EYE_SHAPES,
  type EyeShape,
} from '@qrlink/core/qr/design/qr-design-options';
import { ColorField } from './ColorField';
import { patchGroup, type DesignFieldsProps } from './design-fields';

const shapeOptions = EYE_SHAPES.map((value) => ({ value, label: EYE_SHAPE_LABELS[value] }));

export function EyesFields({ design, onChange, errors }: DesignFieldsProps) {
  const { eyes, modules } = design;
  const ownColors = eyes.frameColor !== null || eyes.ballColor !== null;
  const moduleColor =
    modules.fill.type === 'solid'
      ? modules.fill.color
      : (modules.fill.stops[0]?.color ?? '#000000');
  const patch = (change: Partial<typeof eyes>) => patchGroup(onChange, 'eyes', change);

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <NativeSelect
          label="Borda dos olhos"
          data={shapeOptions}
          value={eyes.frameShape}
          onChange={(event) => patch({ frameShape: event.currentTarget.value as EyeShape })}
        />
        <NativeSelect
          label="Centro dos olhos"
          data={shapeOptions}
          value={eyes.ballShape}
          onChange={(event) => patch({ ballShape: event.currentTarget.value as EyeShape })}
        />
      </SimpleGrid>
      <Switch
        label="Cor própria para os olhos"
        checked={ownColors}
        onChange={(event) =>
          patch(
            event.currentTarget.checked
              ? { frameColor: moduleColor, ballColor: moduleColor }
              : { frameColor: null, ballColor: null },
          )
        }
      />
      {ownColors && (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <ColorField
            label="Cor da borda dos olhos"
            value={eyes.frameColor ?? moduleColor}
            error={errors['eyes.frameColor']}
            onChange={(frameColor) => patch({ frameColor })}
          />
          <ColorField
            label="Cor do centro dos olhos"
            value={eyes.ballColor ?? eyes.frameColor ?? moduleColor}
            error={errors['eyes.ballColor']}
            onChange={(ballColor) => patch({ ballColor })}
          />
        </SimpleGrid>
      )}
    </Stack>
  );
}
