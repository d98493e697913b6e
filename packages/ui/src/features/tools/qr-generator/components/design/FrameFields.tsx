// 'Moldura': a frame around the code with a call to action above or below it.
import { Button, Group, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  DESIGN_LIMITS,
  FRAME_POSITION_LABELS,
  FRAME_POSITIONS,
  FRAME_STYLE_LABELS,
  FRAME_STYLES,
  FRAME_TEXT_PRESETS,
  type FramePosition,
  type FrameStyle,
} from '@qrlink/core/qr/design/qr-design-options';
import { ColorField } from './ColorField';
import { patchGroup, type DesignFieldsProps } from './design-fields';

const styleOptions = FRAME_STYLES.map((value) => ({ value, label: FRAME_STYLE_LABELS[value] }));
const positionOptions = FRAME_POSITIONS.map((value) => ({
  value,
  label: FRAME_POSITION_LABELS[value],
}));

export function FrameFields({ design, onChange, errors }: DesignFieldsProps) {
  const { frame } = design;
  const patch = (change: Partial<typeof frame>) => patchGroup(onChange, 'frame', change);
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <NativeSelect
          label="Estilo da moldura"
          data={styleOptions}
          value={frame.style}
          onChange={(event) => patch({ style: event.currentTarget.value as FrameStyle })}
        />
        {frame.style !== 'none' && (
          <NativeSelect
            label="Posição do texto"
            data={positionOptions}
            value={frame.position}
            onChange={(event) => patch({ position: event.currentTarget.value as FramePosition })}
          />
        )}
      </SimpleGrid>
      {frame.style !== 'none' && (
        <>
          <TextInput
            label="Texto da moldura"
            description={`Chamada para ação, até ${DESIGN_LIMITS.frameText.max} caracteres.`}
            maxLength={DESIGN_LIMITS.frameText.max}
            value={frame.text}
            error={errors['frame.text']}
            onChange={(event) => patch({ text: event.currentTarget.value })}
          />
          <Group gap="xs" aria-label="Sugestões de texto" role="group">
            {FRAME_TEXT_PRESETS.map((text) => (
              <Button
                key={text}
                size="compact-sm"
                variant={frame.text === text ? 'filled' : 'light'}
                aria-pressed={frame.text === text}
                onClick={() => patch({ text })}
              >
                {text}
              </Button>
            ))}
          </Group>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <ColorField
              label="Cor da moldura"
              value={frame.color}
              error={errors['frame.color']}
              onChange={(color) => patch({ color })}
            />
            <ColorField
              label="Cor do texto da moldura"
              value={frame.textColor}
              error={errors['frame.textColor']}
              onChange={(textColor) => patch({ textColor })}
            />
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
