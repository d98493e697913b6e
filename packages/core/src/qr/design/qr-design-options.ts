// The choices of the QR design, with their pt-BR labels for the studio's selects.

export const MODULE_SHAPES = ['square', 'rounded', 'dots', 'classy'] as const;
export type ModuleShape = (typeof MODULE_SHAPES)[number];

export const EYE_SHAPES = ['square', 'rounded', 'circle'] as const;
export type EyeShape = (typeof EYE_SHAPES)[number];

export const LOGO_PLATES = ['none', 'square', 'rounded', 'circle'] as const;
export type LogoPlate = (typeof LOGO_PLATES)[number];

export const FRAME_STYLES = ['none', 'square', 'rounded'] as const;
export type FrameStyle = (typeof FRAME_STYLES)[number];

export const FRAME_POSITIONS = ['bottom', 'top'] as const;
export type FramePosition = (typeof FRAME_POSITIONS)[number];

/** Calls to action the studio offers; any other text (up to 32 characters) is accepted. */
export const FRAME_TEXT_PRESETS = ['Escaneie-me', 'Cardápio'] as const;

export const MODULE_SHAPE_LABELS: Record<ModuleShape, string> = {
  square: 'Quadrado',
  rounded: 'Arredondado',
  dots: 'Pontos',
  classy: 'Elegante',
};

export const EYE_SHAPE_LABELS: Record<EyeShape, string> = {
  square: 'Quadrado',
  rounded: 'Arredondado',
  circle: 'Círculo',
};

export const LOGO_PLATE_LABELS: Record<LogoPlate, string> = {
  none: 'Sem fundo',
  square: 'Quadrado',
  rounded: 'Arredondado',
  circle: 'Círculo',
};

export const FRAME_STYLE_LABELS: Record<FrameStyle, string> = {
  none: 'Sem moldura',
  square: 'Quadrada',
  rounded: 'Arredondada',
};

export const FRAME_POSITION_LABELS: Record<FramePosition, string> = {
  bottom: 'Texto abaixo',
  top: 'Texto acima',
};

/** Limits of the numeric options. */
export const DESIGN_LIMITS = {
  margin: { min: 0, max: 16 },
  logoScale: { min: 0.05, max: 0.3 },
  logoPadding: { min: 0, max: 0.1 },
  gradientStops: { min: 2, max: 5 },
  frameText: { max: 32 },
} as const;
