// One condition of a smart route (docs/product/link-rules-and-utm.md, "Rotas inteligentes"), as
// its own input: countries, Brazilian states, cities, days and hours, languages or devices.
import { Chip, Group, MultiSelect, Stack, TagsInput, Text } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { countryName } from '@qrlink/core/analytics/visit-dimension-label';
import {
  BRAZIL_STATES,
  COUNTRY_CODES,
  ROUTE_LANGUAGES,
  languageName,
} from '@qrlink/core/links/route-places';
import {
  MAX_ROUTE_VALUES,
  ROUTE_DEVICES,
  type RouteCondition,
  type RouteDevice,
  type SmartRouteDraft,
} from '@qrlink/core/links/smart-routes';

export const CONDITION_LABELS: Record<RouteCondition, string> = {
  countries: 'País',
  states: 'Estado (Brasil)',
  cities: 'Cidade',
  hours: 'Dias e horário',
  languages: 'Idioma',
  devices: 'Dispositivo',
};

/** What a condition holds when it is added: a value to start from, or none to choose. */
export function newCondition(condition: RouteCondition): Partial<SmartRouteDraft> {
  if (condition === 'hours') {
    return { hours: { days: [0, 1, 2, 3, 4, 5, 6], from: '11:00', to: '15:00' } };
  }
  return { [condition]: condition === 'countries' ? ['BR'] : [] };
}

let countryOptions: { value: string; label: string }[] | undefined;
/** Brazil first, then every country by its pt-BR name. */
function countries() {
  countryOptions ??= COUNTRY_CODES.filter((code) => code !== 'BR')
    .map((code) => ({ value: code, label: countryName(code) }))
    .sort((a, b) => a.label.localeCompare(b.label, 'pt-BR'));
  return [{ value: 'BR', label: countryName('BR') }, ...countryOptions];
}
const STATES = Object.entries(BRAZIL_STATES).map(([uf, name]) => ({
  value: uf,
  label: `${name} (${uf})`,
}));
const LANGUAGES = ROUTE_LANGUAGES.map((code) => {
  const name = languageName(code);
  return { value: code, label: name.charAt(0).toUpperCase() + name.slice(1) };
});
const DEVICE_LABELS: Record<RouteDevice, string> = {
  ios: 'iPhone ou iPad',
  android: 'Android',
  desktop: 'Computador',
};
/** Monday first, as the week reads in Brazil. */
const DAYS = [
  [1, 'Seg', 'segunda'],
  [2, 'Ter', 'terça'],
  [3, 'Qua', 'quarta'],
  [4, 'Qui', 'quinta'],
  [5, 'Sex', 'sexta'],
  [6, 'Sáb', 'sábado'],
  [0, 'Dom', 'domingo'],
] as const;

interface RouteConditionFieldProps {
  condition: RouteCondition;
  route: SmartRouteDraft;
  onChange: (patch: Partial<SmartRouteDraft>) => void;
  error?: string;
}

export function RouteConditionField({
  condition,
  route,
  onChange,
  error,
}: RouteConditionFieldProps) {
  const label = CONDITION_LABELS[condition];
  switch (condition) {
    case 'countries':
    case 'states':
    case 'languages':
      return (
        <MultiSelect
          label={label}
          placeholder="Escolha"
          searchable
          maxValues={MAX_ROUTE_VALUES}
          nothingFoundMessage="Nada encontrado"
          data={
            condition === 'countries' ? countries() : condition === 'states' ? STATES : LANGUAGES
          }
          value={route[condition] ?? []}
          onChange={(values) => onChange({ [condition]: values })}
          error={error}
          comboboxProps={{ withinPortal: true }}
        />
      );
    case 'cities':
      return (
        <TagsInput
          label={label}
          description="Digite o nome e tecle Enter. Acentos e maiúsculas não importam."
          placeholder="Campinas"
          maxTags={MAX_ROUTE_VALUES}
          value={route.cities ?? []}
          onChange={(cities) => onChange({ cities })}
          error={error}
        />
      );
    case 'devices':
      return (
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {label}
          </Text>
          <Chip.Group
            multiple
            value={route.devices ?? []}
            onChange={(devices) => onChange({ devices: devices as SmartRouteDraft['devices'] })}
          >
            <Group gap="xs">
              {ROUTE_DEVICES.map((device) => (
                <Chip key={device} value={device} size="sm">
                  {DEVICE_LABELS[device]}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
          {error && (
            <Text size="xs" c="red">
              {error}
            </Text>
          )}
        </Stack>
      );
    case 'hours': {
      const hours = route.hours ?? { days: [], from: '', to: '' };
      const set = (patch: Partial<typeof hours>) => onChange({ hours: { ...hours, ...patch } });
      return (
        <Stack gap={6}>
          <Text size="sm" fw={500}>
            {label}
          </Text>
          <Chip.Group
            multiple
            value={hours.days.map(String)}
            onChange={(days) => set({ days: days.map(Number) })}
          >
            <Group gap={6}>
              {DAYS.map(([day, short, name]) => (
                <Chip key={day} value={String(day)} size="xs" aria-label={name}>
                  {short}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
          <Group gap="sm" grow>
            <TimeInput
              label="Das"
              value={hours.from}
              onChange={(event) => set({ from: event.currentTarget.value })}
            />
            <TimeInput
              label="Até"
              value={hours.to}
              onChange={(event) => set({ to: event.currentTarget.value })}
            />
          </Group>
          <Text size="xs" c={error ? 'red' : 'dimmed'}>
            {error ??
              'Horário de Brasília (São Paulo). Se o fim vier antes do início, vale até a madrugada seguinte.'}
          </Text>
        </Stack>
      );
    }
  }
}
