import { ColorSwatch, Group, Tooltip } from '@mantine/core';

/**
 * The code's two colours, with their hex values for screen readers and on hover. Each swatch is
 * an image (role="img"): a plain div may not carry an aria-label, screen readers skip it.
 */
export function ColorSwatches({ fg, bg }: { fg: string; bg: string }) {
  return (
    <Group gap={6} wrap="nowrap">
      {[
        ['Cor do QR Code', fg],
        ['Cor de fundo', bg],
      ].map(([label, color]) => (
        <Tooltip key={label} label={`${label}: ${color}`}>
          <ColorSwatch
            color={color!}
            size={20}
            role="img"
            aria-label={`${label}: ${color}`}
            withShadow
          />
        </Tooltip>
      ))}
    </Group>
  );
}
