// A colour picker with the studio's swatches; hex only (the design stores #rrggbb).
import { ColorInput } from '@mantine/core';

const SWATCHES = ['#fd1455', '#000000', '#1c7ed6', '#2f9e44', '#f08c00', '#7048e8', '#ffffff'];

type ColorFieldProps = {
  label: string;
  value: string;
  onChange: (color: string) => void;
  error?: string | undefined;
  description?: string;
};

export function ColorField({ label, value, onChange, error, description }: ColorFieldProps) {
  return (
    <ColorInput
      label={label}
      description={description}
      format="hex"
      swatches={SWATCHES}
      eyeDropperButtonProps={{ 'aria-label': `Capturar da tela: ${label}` }}
      value={value}
      error={error}
      onChange={onChange}
    />
  );
}
