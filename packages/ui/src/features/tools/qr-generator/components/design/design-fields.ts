// What every design section receives: the design being edited, a way to change it, and the
// pt-BR errors of its fields ('frame.text', 'modules.fill.color'...).
import type { QrDesign } from '@qrlink/core/qr/design/qr-design';

export interface DesignFieldsProps {
  design: QrDesign;
  onChange: (update: (design: QrDesign) => QrDesign) => void;
  errors: Record<string, string>;
}

type Group = 'modules' | 'eyes' | 'background' | 'logo' | 'frame';

/** Change some fields of one group of the design. */
export function patchGroup<G extends Group>(
  onChange: DesignFieldsProps['onChange'],
  group: G,
  patch: Partial<QrDesign[G]>,
) {
  onChange((design) => ({ ...design, [group]: { ...design[group], ...patch } }));
}

/** Percent shown by a slider, fraction kept by the design. */
export const toPercent = (fraction: number) => Math.round(fraction * 100);
export const toFraction = (percent: number) => percent / 100;
