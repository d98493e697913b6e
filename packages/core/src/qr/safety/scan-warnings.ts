// What can make a designed code hard or impossible to scan, worded for the person designing it.

export type ScanWarningCode =
  | 'unreadable'
  | 'low-contrast'
  | 'inverted'
  | 'logo-too-large'
  | 'transparent-background'
  | 'small-margin';

export interface ScanWarning {
  code: ScanWarningCode;
  /** 'error': the code did not scan, do not save or download it; 'warning': it may not scan everywhere. */
  severity: 'error' | 'warning';
  message: string;
}

const percent = (value: number) => `${Math.round(value * 100)}%`;

export const SCAN_WARNINGS = {
  unreadable: (): ScanWarning => ({
    code: 'unreadable',
    severity: 'error',
    message:
      'Este QR Code não pôde ser lido no teste de leitura. Aumente o contraste, diminua o logo ou simplifique o design antes de salvar ou baixar.',
  }),
  lowContrast: (ratio: number): ScanWarning => ({
    code: 'low-contrast',
    severity: 'warning',
    message: `Contraste baixo entre o código e o fundo (${ratio.toFixed(1).replace('.', ',')}:1). Use cores mais escuras no código ou um fundo mais claro (recomendado: 3:1 ou mais).`,
  }),
  inverted: (): ScanWarning => ({
    code: 'inverted',
    severity: 'warning',
    message:
      'O código está mais claro que o fundo. Muitos leitores só leem código escuro sobre fundo claro.',
  }),
  logoTooLarge: (covered: number, level: string): ScanWarning => ({
    code: 'logo-too-large',
    severity: 'warning',
    message: `O logo cobre ${percent(covered)} do código, demais para o nível de correção ${level}. Diminua o logo ou use o nível H.`,
  }),
  transparentBackground: (): ScanWarning => ({
    code: 'transparent-background',
    severity: 'warning',
    message:
      'Fundo transparente: imprima ou aplique o código sobre uma superfície clara e lisa, senão ele pode não ser lido.',
  }),
  smallMargin: (): ScanWarning => ({
    code: 'small-margin',
    severity: 'warning',
    message:
      'Margem pequena: deixe pelo menos 2 módulos de espaço claro em volta do código (o padrão é 4).',
  }),
} as const;
