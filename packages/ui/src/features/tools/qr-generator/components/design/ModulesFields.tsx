// The modules: their shape and their fill (one colour, or a linear or radial gradient).
import { NativeSelect, SimpleGrid, Slider, Stack, Text } from '@mantine/core';
import type { QrFill } from '@qrlink/core/qr/design/qr-design';
import {
  MODULE_SHAPE_LABELS,
  MODULE_SHAPES,
  type ModuleShape,
} from '@qrlink/core/qr/design/qr-design-options';
import { ColorField } from './ColorField';
import { patchGroup, type DesignFieldsProps } from './design-fields';

const shapeOptions = MODULE_SHAPES.map((value) => ({ value, label: MODULE_SHAPE_LABELS[value] }));
const FILL_LABELS: Record<QrFill['type'], string> = {
  solid: 'Cor sólida',
  linear: 'Degradê linear',
  radial: 'Degradê radial',
};
const fillOptions = (Object.keys(FILL_LABELS) as QrFill['type'][]).map((value) => ({
  value,
  label: FILL_LABELS[value],
}));

/** The first colour of any fill (what a solid fill keeps when a gradient is switched off). */
function mainColor(fill: QrFill): string {
  return fill.type === 'solid' ? fill.color : (fill.stops[0]?.color ?? '#000000');
}

function fillOfType(type: QrFill['type'], current: QrFill): QrFill {
  const color = mainColor(current);
  if (type === 'solid') return { type, color };
  const stops =
    current.type === 'solid'
      ? [
          { offset: 0, color },
          { offset: 1, color: '#000000' },
        ]
      : current.stops;
  return type === 'linear' ? { type, angle: 45, stops } : { type, stops };
}

export function ModulesFields({ design, onChange, errors }: DesignFieldsProps) {
  const { fill, shape } = design.modules;
  const setFill = (next: QrFill) => patchGroup(onChange, 'modules', { fill: next });
  const setStop = (index: number, color: string) =>
    fill.type !== 'solid' &&
    setFill({
      ...fill,
      stops: fill.stops.map((stop, at) => (at === index ? { ...stop, color } : stop)),
    });
  const lastStop = fill.type === 'solid' ? 0 : fill.stops.length - 1;

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <NativeSelect
          label="Formato dos módulos"
          data={shapeOptions}
          value={shape}
          onChange={(event) =>
            patchGroup(onChange, 'modules', { shape: event.currentTarget.value as ModuleShape })
          }
        />
        <NativeSelect
          label="Preenchimento"
          data={fillOptions}
          value={fill.type}
          onChange={(event) =>
            setFill(fillOfType(event.currentTarget.value as QrFill['type'], fill))
          }
        />
      </SimpleGrid>
      {fill.type === 'solid' ? (
        <ColorField
          label="Cor do QR Code"
          value={fill.color}
          error={errors['modules.fill.color']}
          onChange={(color) => setFill({ type: 'solid', color })}
        />
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <ColorField
            label={fill.type === 'radial' ? 'Cor do centro' : 'Cor inicial'}
            value={fill.stops[0]?.color ?? '#000000'}
            error={errors['modules.fill.stops.0.color']}
            onChange={(color) => setStop(0, color)}
          />
          <ColorField
            label={fill.type === 'radial' ? 'Cor das bordas' : 'Cor final'}
            value={fill.stops[lastStop]?.color ?? '#000000'}
            error={errors[`modules.fill.stops.${lastStop}.color`]}
            onChange={(color) => setStop(lastStop, color)}
          />
        </SimpleGrid>
      )}
      {fill.type === 'linear' && (
        <Stack gap={4}>
          <Text size="sm" id="qr-gradient-angle">
            Ângulo do degradê: {fill.angle}°
          </Text>
          <Slider
            min={0}
            max={360}
            step={15}
            value={fill.angle}
            thumbLabel="Ângulo do degradê"
            label={(value) => `${value}°`}
            onChange={(angle) => setFill({ ...fill, angle })}
          />
        </Stack>
      )}
    </Stack>
  );
}
