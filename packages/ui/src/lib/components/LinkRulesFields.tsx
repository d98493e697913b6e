// The owner's rules of a dynamic QR code or short link
// (docs/product/link-rules-and-utm.md, "Link rules and UTM"): expiry, a limit of counted visits, a
// password, smart routes, an A/B test or a WhatsApp roulette, a destination per device and the link
// preview. Controlled: the form owns the values.
import {
  Button,
  Group,
  NumberInput,
  PasswordInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import './dates-pt-br';
import '@mantine/dates/styles.css';
import type { LinkRulesForm } from '@qrlink/core/validation/link-rules-schema';
import { MAX_VISITS_LIMIT } from '@qrlink/core/validation/link-rules-schema';
import { DomainSelect } from './DomainSelect';
import { LinkPreviewFields } from './LinkPreviewFields';
import { RouletteFields } from './RouletteFields';
import { SmartRoutesFields } from './SmartRoutesFields';
import { SplitFields } from './SplitFields';

/** By field, and by path inside the routes ('routes.0.url'). */
export type LinkRulesErrors = Partial<
  Record<
    keyof LinkRulesForm | `routes.${string}` | `split.${string}` | `roulette.${string}`,
    string
  >
>;

export function LinkRulesFields({
  value,
  onChange,
  errors = {},
  passwordProtected,
  visitsWord,
  onUseAsMain,
}: {
  value: LinkRulesForm;
  onChange: (patch: Partial<LinkRulesForm>) => void;
  errors?: LinkRulesErrors;
  /** Whether the saved code already asks for a password. */
  passwordProtected: boolean;
  /** 'scans' for QR codes, 'cliques' for short links. */
  visitsWord: 'scans' | 'cliques';
  /** Makes an A/B variant the code's main destination (the form's address field). */
  onUseAsMain?: (url: string) => void;
}) {
  const asking =
    value.passwordAction === 'set' || (passwordProtected && value.passwordAction === 'keep');
  return (
    <Stack gap="md">
      <DomainSelect value={value.domainId} onChange={(domainId) => onChange({ domainId })} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <DateTimePicker
          label="Expira em"
          description="Depois disso, quem abrir vê a página de link expirado."
          placeholder="Nunca"
          valueFormat="DD/MM/YYYY HH:mm"
          clearable
          minDate={new Date()}
          locale="pt-br"
          value={value.expiresAt}
          onChange={(date) => onChange({ expiresAt: date ? new Date(date) : null })}
          error={errors.expiresAt}
        />
        <NumberInput
          label={`Limite de ${visitsWord}`}
          description={`Depois de tantos ${visitsWord}, o link para de redirecionar.`}
          placeholder="Sem limite"
          min={1}
          max={MAX_VISITS_LIMIT}
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator="."
          decimalSeparator=","
          value={value.maxVisits}
          onChange={(maxVisits) => onChange({ maxVisits })}
          error={errors.maxVisits}
        />
      </SimpleGrid>
      <Stack gap="xs">
        <Switch
          label="Pedir senha para abrir"
          checked={asking}
          onChange={(event) => {
            const on = event.currentTarget.checked;
            if (on) onChange({ passwordAction: passwordProtected ? 'keep' : 'set' });
            else onChange({ passwordAction: passwordProtected ? 'remove' : 'keep', password: '' });
          }}
        />
        {asking && value.passwordAction === 'keep' && (
          <Group gap="sm">
            <Text size="sm" c="dimmed">
              Uma senha já protege este link.
            </Text>
            <Button size="xs" variant="subtle" onClick={() => onChange({ passwordAction: 'set' })}>
              Trocar senha
            </Button>
          </Group>
        )}
        {value.passwordAction === 'set' && (
          <PasswordInput
            label="Senha do link"
            description="De 4 a 72 caracteres. Quem abrir o link precisará digitá-la."
            value={value.password}
            autoComplete="new-password"
            onChange={(event) => onChange({ password: event.currentTarget.value })}
            error={errors.password}
          />
        )}
      </Stack>
      <SmartRoutesFields
        value={value.routes}
        onChange={(routes) => onChange({ routes })}
        errors={errors}
      />
      {/* A code has an A/B test or a roulette, not both. */}
      {!value.roulette && (
        <SplitFields
          value={value.split}
          onChange={(split) => onChange({ split })}
          errors={errors}
          onUseAsMain={onUseAsMain}
        />
      )}
      <RouletteFields
        value={value.roulette}
        onChange={(roulette) => onChange({ roulette })}
        errors={errors}
        blockedBy={
          value.split.length > 0
            ? 'Para usar a roleta, remova antes as variantes do teste A/B.'
            : undefined
        }
      />
      <div>
        <Text size="sm" fw={500}>
          Destino por dispositivo
        </Text>
        <Text size="xs" c="dimmed" mb={6}>
          Em branco: o destino principal.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput
            type="url"
            label="iPhone e iPad"
            placeholder="https://apps.apple.com/..."
            value={value.iosUrl}
            onChange={(event) => onChange({ iosUrl: event.currentTarget.value })}
            error={errors.iosUrl}
          />
          <TextInput
            type="url"
            label="Android"
            placeholder="https://play.google.com/..."
            value={value.androidUrl}
            onChange={(event) => onChange({ androidUrl: event.currentTarget.value })}
            error={errors.androidUrl}
          />
          <TextInput
            type="url"
            label="Computador"
            placeholder="https://exemplo.com.br"
            value={value.desktopUrl}
            onChange={(event) => onChange({ desktopUrl: event.currentTarget.value })}
            error={errors.desktopUrl}
          />
        </SimpleGrid>
      </div>
      <LinkPreviewFields value={value} onChange={onChange} errors={errors} />
    </Stack>
  );
}
