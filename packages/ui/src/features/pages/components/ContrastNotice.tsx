// A theme whose text or buttons are hard to read is pointed out under its colours (WCAG's
// 4.5:1); the owner may keep it.
import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { pageThemeSchema, type PageTheme } from '@qrlink/core/pages/link-page-schema';
import { themeContrastWarnings } from '@qrlink/core/pages/theme-contrast';

const TEXTS = {
  text: 'o texto sobre o fundo',
  buttons: 'o texto dos botões',
} as const;

export function ContrastNotice({ theme }: { theme: PageTheme }) {
  const checked = pageThemeSchema.safeParse(theme);
  if (!checked.success) return null;
  const warnings = themeContrastWarnings(checked.data);
  if (warnings.length === 0) return null;
  return (
    <Alert
      color="gray"
      variant="light"
      title="Contraste baixo"
      // The warning's colour is the icon's: an orange title is itself under 4.5:1 on its tint.
      icon={<IconAlertTriangle color="var(--mantine-color-orange-9)" />}
    >
      Com estas cores, {warnings.map((warning) => TEXTS[warning]).join(' e ')} fica difícil de ler,
      principalmente no sol. Escolha cores mais diferentes entre si.
    </Alert>
  );
}
