// 'Teste A/B' of a dynamic QR code or short link (docs/product/link-rules-and-utm.md, "Teste
// A/B"): up to 4 more destinations, each with its share of the visitors; the main destination
// keeps the rest. Once a variant wins, 'Usar como destino principal' makes it the only
// destination (saved with the form). Controlled: the rules form owns the list.
import { Button, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import {
  MAX_SPLIT_VARIANTS,
  mainShare,
  type SplitVariantDraft,
} from '@qrlink/core/links/split-test';
import { changedAt, ListEntryCard, newEntryKey } from './ListEntryCard';

interface SplitFieldsProps {
  value: SplitVariantDraft[];
  onChange: (split: SplitVariantDraft[]) => void;
  /** The rules form's errors, keyed by path ('split.0.url'). */
  errors: Record<string, string | undefined>;
  /** Makes a variant the code's only destination (the form's main address); absent: no button. */
  onUseAsMain?: ((url: string) => void) | undefined;
}

export function SplitFields({ value, onChange, errors, onUseAsMain }: SplitFieldsProps) {
  const change = (index: number, patch: Partial<SplitVariantDraft>) =>
    onChange(changedAt(value, index, patch));
  const rest = mainShare(value.map((variant) => ({ weight: Number(variant.weight) || 0 })));
  return (
    <Stack gap="xs">
      <div>
        <Text size="sm" fw={500}>
          Teste A/B
        </Text>
        <Text size="xs" c="dimmed">
          Divide quem nenhuma rota levou entre o destino principal e outras variantes. Cada pessoa
          cai sempre na mesma variante; a análise mostra os acessos de cada uma em 'Destinos'.
        </Text>
      </div>
      {value.map((variant, index) => {
        const name = `Variante ${String.fromCharCode(66 + index)}`;
        return (
          <ListEntryCard
            key={variant.key ?? index}
            list={value}
            index={index}
            name={name}
            onChange={onChange}
          >
            <Group align="flex-start" gap="sm" wrap="wrap">
              <TextInput
                style={{ flex: '1 1 220px' }}
                type="url"
                label="Destino da variante"
                placeholder="https://exemplo.com.br/oferta-b"
                value={variant.url}
                onChange={(event) => change(index, { url: event.currentTarget.value })}
                error={errors[`split.${index}.url`]}
              />
              <NumberInput
                w={110}
                label="Parte (%)"
                min={1}
                max={99}
                allowDecimal={false}
                allowNegative={false}
                value={variant.weight}
                onChange={(weight) => change(index, { weight: Number(weight) || 0 })}
                error={errors[`split.${index}.weight`]}
              />
            </Group>
            {onUseAsMain && (
              <Button
                size="xs"
                variant="subtle"
                style={{ alignSelf: 'flex-start' }}
                disabled={!variant.url.trim()}
                onClick={() => {
                  onUseAsMain(variant.url);
                  onChange([]);
                }}
              >
                Usar como destino principal
              </Button>
            )}
          </ListEntryCard>
        );
      })}
      {value.length > 0 && (
        <Text
          size="sm"
          c={errors.split ? 'red' : 'dimmed'}
          role={errors.split ? 'alert' : undefined}
        >
          {errors.split ?? `Destino principal (variante A): ${rest}% dos visitantes.`}
        </Text>
      )}
      <Button
        variant="default"
        size="xs"
        leftSection={<IconPlus size={14} />}
        style={{ alignSelf: 'flex-start' }}
        disabled={value.length >= MAX_SPLIT_VARIANTS || rest <= 1}
        onClick={() =>
          onChange([
            ...value,
            { key: newEntryKey(), url: '', weight: Math.max(1, Math.floor(rest / 2)) },
          ])
        }
      >
        Adicionar variante
      </Button>
    </Stack>
  );
}
