// Destination URL and the two colours.
import { ColorInput, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { normaliseUrl } from '@qrlink/core/validation/url';
import type { QrDesign } from '../qr-design';

const SWATCHES = ['#fd1455', '#000000', '#1c7ed6', '#2f9e44', '#f08c00', '#7048e8', '#ffffff'];

type DesignFieldsProps = {
  design: QrDesign;
  onChange: (patch: Partial<QrDesign>) => void;
};

export function DesignFields({ design, onChange }: DesignFieldsProps) {
  // Checked when the field is left, not on every key: half-typed URLs are not errors yet.
  const [urlError, setUrlError] = useState<string | null>(null);
  function checkUrl() {
    const value = design.targetUrl.trim();
    const checked = normaliseUrl(value);
    setUrlError(value === '' || checked.ok ? null : checked.message);
  }

  return (
    <Stack gap="md">
      <TextInput
        type="url"
        label="URL de destino"
        description="Para onde o QR Code leva quem o escaneia."
        placeholder="https://www.exemplo.com.br"
        withAsterisk
        autoComplete="url"
        value={design.targetUrl}
        error={urlError}
        onBlur={checkUrl}
        onChange={(event) => {
          setUrlError(null);
          onChange({ targetUrl: event.currentTarget.value });
        }}
      />
      <ColorInput
        label="Cor do QR Code"
        format="hex"
        swatches={SWATCHES}
        eyeDropperButtonProps={{ 'aria-label': 'Capturar cor da tela' }}
        value={design.fgColor}
        onChange={(fgColor) => onChange({ fgColor })}
      />
      <ColorInput
        label="Cor de fundo"
        format="hex"
        swatches={SWATCHES}
        eyeDropperButtonProps={{ 'aria-label': 'Capturar cor da tela' }}
        value={design.bgColor}
        onChange={(bgColor) => onChange({ bgColor })}
      />
    </Stack>
  );
}
