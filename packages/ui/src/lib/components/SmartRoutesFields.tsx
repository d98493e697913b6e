// 'Rotas inteligentes' of a dynamic QR code or short link (docs/product/link-rules-and-utm.md,
// "Rotas inteligentes"): routes checked in order, each a destination and conditions, each read
// back as a pt-BR sentence while it is typed. Controlled: the rules form owns the list.
import { ActionIcon, Button, Group, Menu, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { describeRoute } from '@qrlink/core/links/smart-route-sentence';
import {
  MAX_ROUTES,
  ROUTE_CONDITIONS,
  type RouteCondition,
  type SmartRouteDraft,
} from '@qrlink/core/links/smart-routes';
import { changedAt, ListEntryCard, newEntryKey } from './ListEntryCard';
import { CONDITION_LABELS, RouteConditionField, newCondition } from './RouteConditionField';

/** The first error at `path` or below it ('routes.0.countries.1' is under 'routes.0.countries'). */
function errorAt(errors: Record<string, string | undefined>, path: string): string | undefined {
  const key = Object.keys(errors).find((k) => k === path || k.startsWith(`${path}.`));
  return key === undefined ? undefined : errors[key];
}

interface SmartRoutesFieldsProps {
  value: SmartRouteDraft[];
  onChange: (routes: SmartRouteDraft[]) => void;
  /** The rules form's errors, keyed by path ('routes.0.url'). */
  errors: Record<string, string | undefined>;
}

export function SmartRoutesFields({ value, onChange, errors }: SmartRoutesFieldsProps) {
  const change = (index: number, patch: Partial<SmartRouteDraft>) =>
    onChange(changedAt(value, index, patch));
  return (
    <Stack gap="xs">
      <div>
        <Text size="sm" fw={500}>
          Rotas inteligentes
        </Text>
        <Text size="xs" c="dimmed">
          Conferidas na ordem: a primeira que servir ao visitante decide o destino. Se nenhuma
          servir, vale o destino por dispositivo ou o principal.
        </Text>
      </div>
      {value.map((route, index) => {
        const name = `Rota ${index + 1}`;
        const present = ROUTE_CONDITIONS.filter((condition) => route[condition] !== undefined);
        const absent = ROUTE_CONDITIONS.filter((condition) => route[condition] === undefined);
        const removeCondition = (condition: RouteCondition) =>
          change(index, { [condition]: undefined });
        const routeError = errors[`routes.${index}`];
        return (
          <ListEntryCard
            key={route.key ?? index}
            list={value}
            index={index}
            name={name}
            onChange={onChange}
          >
            <TextInput
              type="url"
              label="Destino da rota"
              placeholder="https://exemplo.com.br/almoco"
              value={route.url}
              onChange={(event) => change(index, { url: event.currentTarget.value })}
              error={errors[`routes.${index}.url`]}
            />
            {present.map((condition) => (
              <Group key={condition} align="flex-start" gap="xs" wrap="nowrap">
                <div style={{ flex: 1, minWidth: 0 }}>
                  <RouteConditionField
                    condition={condition}
                    route={route}
                    onChange={(patch) => change(index, patch)}
                    error={errorAt(errors, `routes.${index}.${condition}`)}
                  />
                </div>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  mt={24}
                  aria-label={`Remover a condição "${CONDITION_LABELS[condition]}" da ${name}`}
                  onClick={() => removeCondition(condition)}
                >
                  <IconX size={16} />
                </ActionIcon>
              </Group>
            ))}
            {absent.length > 0 && (
              <Menu position="bottom-start" withinPortal>
                <Menu.Target>
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconPlus size={14} />}
                    style={{ alignSelf: 'flex-start' }}
                    aria-label={`Adicionar condição à ${name}`}
                  >
                    Adicionar condição
                  </Button>
                </Menu.Target>
                <Menu.Dropdown>
                  {absent.map((condition) => (
                    <Menu.Item
                      key={condition}
                      onClick={() => change(index, newCondition(condition))}
                    >
                      {CONDITION_LABELS[condition]}
                    </Menu.Item>
                  ))}
                </Menu.Dropdown>
              </Menu>
            )}
            {routeError && (
              <Text size="xs" c="red" role="alert">
                {routeError}
              </Text>
            )}
            <Text size="sm" c="dimmed" aria-live="polite" style={{ overflowWrap: 'anywhere' }}>
              {describeRoute(route)}
            </Text>
          </ListEntryCard>
        );
      })}
      {errors.routes && (
        <Text size="xs" c="red" role="alert">
          {errors.routes}
        </Text>
      )}
      <Button
        variant="default"
        size="xs"
        leftSection={<IconPlus size={14} />}
        style={{ alignSelf: 'flex-start' }}
        disabled={value.length >= MAX_ROUTES}
        onClick={() =>
          onChange([...value, { key: newEntryKey(), url: '', ...newCondition('countries') }])
        }
      >
        Adicionar rota
      </Button>
    </Stack>
  );
}
