// 'Roleta de WhatsApp' of a dynamic QR code or short link (docs/product/link-rules-and-utm.md,
// "Roleta de WhatsApp"): the visitors no route took are handed to 2 to 10 attendants, each a
// WhatsApp number with its own message, by weight or in turn. Controlled: the rules form owns
// the roulette (null: none).
import {
  Button,
  Group,
  NumberInput,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useId } from 'react';
import { IconPlus } from '@tabler/icons-react';
import {
  attendantShares,
  MAX_ATTENDANT_MESSAGE,
  MAX_ATTENDANTS,
  ROULETTE_MODE_LABELS,
  ROULETTE_MODES,
  type AttendantDraft,
  type RouletteDraft,
  type RouletteMode,
} from '@qrlink/core/links/whatsapp-roulette';
import { changedAt, ListEntryCard, newEntryKey } from './ListEntryCard';

const blankAttendant = (): AttendantDraft => ({
  key: newEntryKey(),
  name: '',
  phone: '',
  message: '',
  weight: 1,
});

interface RouletteFieldsProps {
  value: RouletteDraft | null;
  onChange: (roulette: RouletteDraft | null) => void;
  /** The rules form's errors, keyed by path ('roulette.attendants.0.phone'). */
  errors: Record<string, string | undefined>;
  /** Why the roulette cannot be turned on now (an A/B test is set), if it cannot. */
  blockedBy?: string | undefined;
}

export function RouletteFields({ value, onChange, errors, blockedBy }: RouletteFieldsProps) {
  const modeLabel = useId();
  const attendants = value?.attendants ?? [];
  const setAttendants = (list: AttendantDraft[]) =>
    value && onChange({ ...value, attendants: list });
  const shares = value
    ? attendantShares({
        mode: value.mode,
        attendants: attendants.map((one) => ({ weight: Number(one.weight) || 0 })),
      })
    : [];
  const listError = errors.roulette ?? errors['roulette.attendants'] ?? errors['roulette.mode'];
  return (
    <Stack gap="xs">
      <Switch
        label="Roleta de WhatsApp"
        description={
          blockedBy ??
          'Entrega quem nenhuma rota levou a vários atendentes, cada um com seu número e sua mensagem; o destino principal volta a valer se a roleta for desligada. A análise conta os acessos de cada atendente em "Destinos".'
        }
        disabled={Boolean(blockedBy) && !value}
        checked={value !== null}
        onChange={(event) =>
          onChange(
            event.currentTarget.checked
              ? { mode: 'weights', attendants: [blankAttendant(), blankAttendant()] }
              : null,
          )
        }
      />
      {value && (
        <>
          <div>
            <Text size="sm" id={modeLabel} mb={4}>
              Como distribuir
            </Text>
            <SegmentedControl
              aria-labelledby={modeLabel}
              value={value.mode}
              onChange={(mode) => onChange({ ...value, mode: mode as RouletteMode })}
              data={ROULETTE_MODES.map((mode) => ({
                value: mode,
                label: ROULETTE_MODE_LABELS[mode],
              }))}
            />
            <Text size="xs" c="dimmed" mt={4}>
              {value.mode === 'weights'
                ? 'Cada pessoa cai sempre no mesmo atendente; muitas se dividem conforme os pesos.'
                : 'Cada visita vai para o próximo atendente da lista, um de cada vez.'}
            </Text>
          </div>
          {attendants.map((attendant, index) => {
            const name = `Atendente ${index + 1}`;
            const path = `roulette.attendants.${index}`;
            return (
              <ListEntryCard
                key={attendant.key ?? index}
                list={attendants}
                index={index}
                name={name}
                onChange={setAttendants}
              >
                <Group align="flex-start" gap="sm" wrap="wrap">
                  <TextInput
                    style={{ flex: '1 1 160px' }}
                    label="Nome"
                    placeholder="Ana (vendas)"
                    maxLength={60}
                    value={attendant.name}
                    onChange={(event) =>
                      setAttendants(
                        changedAt(attendants, index, { name: event.currentTarget.value }),
                      )
                    }
                    error={errors[`${path}.name`]}
                  />
                  <TextInput
                    style={{ flex: '1 1 160px' }}
                    type="tel"
                    label="WhatsApp"
                    placeholder="(11) 98765-4321"
                    value={attendant.phone}
                    onChange={(event) =>
                      setAttendants(
                        changedAt(attendants, index, { phone: event.currentTarget.value }),
                      )
                    }
                    error={errors[`${path}.phone`]}
                  />
                  {value.mode === 'weights' && (
                    <NumberInput
                      w={100}
                      label="Peso"
                      min={1}
                      max={100}
                      allowDecimal={false}
                      allowNegative={false}
                      value={attendant.weight}
                      onChange={(weight) =>
                        setAttendants(changedAt(attendants, index, { weight: Number(weight) || 0 }))
                      }
                      error={errors[`${path}.weight`]}
                    />
                  )}
                </Group>
                <Textarea
                  label="Mensagem inicial"
                  placeholder="Olá! Vim pelo QR Code do cardápio."
                  autosize
                  minRows={1}
                  maxLength={MAX_ATTENDANT_MESSAGE}
                  value={attendant.message}
                  onChange={(event) =>
                    setAttendants(
                      changedAt(attendants, index, { message: event.currentTarget.value }),
                    )
                  }
                  error={errors[`${path}.message`]}
                />
                <Text size="xs" c="dimmed">
                  {shares[index]}% dos visitantes
                </Text>
              </ListEntryCard>
            );
          })}
          {listError && (
            <Text size="sm" c="red" role="alert">
              {listError}
            </Text>
          )}
          <Button
            variant="default"
            size="xs"
            leftSection={<IconPlus size={14} />}
            style={{ alignSelf: 'flex-start' }}
            disabled={attendants.length >= MAX_ATTENDANTS}
            onClick={() => setAttendants([...attendants, blankAttendant()])}
          >
            Adicionar atendente
          </Button>
        </>
      )}
    </Stack>
  );
}
