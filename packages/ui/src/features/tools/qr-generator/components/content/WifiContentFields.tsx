// A Wi-Fi network: scanning the code joins it (WPA/WEP/open, hidden networks too).
import { Checkbox, PasswordInput, NativeSelect, Stack, TextInput } from '@mantine/core';
import {
  WIFI_SECURITIES,
  WIFI_SECURITY_LABELS,
  type WifiSecurity,
} from '@qrlink/core/qr-content/wifi';
import type { ContentInputs } from '../../studio/content-inputs';
import { bindText, type ContentFieldsProps } from './content-fields';

const securityOptions = WIFI_SECURITIES.map((value) => ({
  value,
  label: WIFI_SECURITY_LABELS[value],
}));

export function WifiContentFields(props: ContentFieldsProps<ContentInputs['wifi']>) {
  const { security } = props.value;
  return (
    <Stack gap="sm">
      <TextInput
        label="Nome da rede (SSID)"
        withAsterisk
        autoComplete="off"
        {...bindText(props, 'ssid')}
      />
      <NativeSelect
        label="Segurança"
        data={securityOptions}
        value={security}
        onChange={(event) =>
          props.onChange({ security: event.currentTarget.value as WifiSecurity })
        }
      />
      {security !== 'nopass' && (
        <PasswordInput
          label="Senha da rede"
          withAsterisk
          autoComplete="off"
          // Mantine marks only the wrapper; screen readers need it on the input.
          aria-invalid={Boolean(props.errors.password)}
          {...bindText(props, 'password')}
        />
      )}
      <Checkbox
        label="Rede oculta (não aparece na lista de redes)"
        checked={props.value.hidden}
        onChange={(event) => props.onChange({ hidden: event.currentTarget.checked })}
      />
    </Stack>
  );
}
