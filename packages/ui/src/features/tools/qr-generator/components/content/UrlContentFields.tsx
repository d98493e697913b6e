// The destination of a dynamic code (saved) or of the code itself (free tool).
import { TextInput } from '@mantine/core';
import type { ContentInputs } from '../../studio/content-inputs';
import { bindText, type ContentFieldsProps } from './content-fields';

export function UrlContentFields(props: ContentFieldsProps<ContentInputs['url']>) {
  return (
    <TextInput
      type="url"
      label="URL de destino"
      description="Para onde o QR Code leva quem o escaneia."
      placeholder="https://www.exemplo.com.br"
      withAsterisk
      autoComplete="url"
      {...bindText(props, 'url')}
    />
  );
}
