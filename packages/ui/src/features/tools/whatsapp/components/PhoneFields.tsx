// Country code (+55 first and default) and the phone as typed; non-digits are dropped only
// when the link is built, so people can type the way they are used to.
import { Group, NativeSelect, TextInput } from '@mantine/core';
import { COUNTRY_CODES } from '@qrlink/core/whatsapp/country-codes';

const countryOptions = COUNTRY_CODES.map((entry) => ({
  value: entry.code,
  label: `${entry.code} ${entry.country}`,
}));

type PhoneFieldsProps = {
  countryCode: string;
  phone: string;
  phoneError: string | null;
  onCountryCodeChange: (code: string) => void;
  onPhoneChange: (phone: string) => void;
  /** The phone field was left (the QR studio shows its error from then on). */
  onPhoneBlur?: () => void;
};

export function PhoneFields(props: PhoneFieldsProps) {
  return (
    <Group align="flex-start" gap="sm" wrap="wrap">
      {/* Native, as the QR studio's choices: a phone opens its own picker. */}
      <NativeSelect
        label="Código do país"
        data={countryOptions}
        value={props.countryCode}
        onChange={(event) => props.onCountryCodeChange(event.currentTarget.value)}
        w={{ base: '100%', xs: 190 }}
      />
      <TextInput
        type="tel"
        label="Número de telefone"
        placeholder="(11) 98765-4321"
        withAsterisk
        autoComplete="tel-national"
        inputMode="tel"
        value={props.phone}
        error={props.phoneError}
        onChange={(event) => props.onPhoneChange(event.currentTarget.value)}
        onBlur={props.onPhoneBlur}
        style={{ flex: 1, minWidth: 200 }}
      />
    </Group>
  );
}
