// The studio's look that costs the most to draw (every shape curved, a gradient, a frame with
// its call to action): the designed rows of bench:qr and bench:desktop-export.
import type { QrDesignInput } from '@qrlink/core/qr/design/qr-design';

export const COSTLIEST_DESIGN: QrDesignInput = {
  modules: {
    shape: 'rounded',
    fill: {
      type: 'linear',
      angle: 45,
      stops: [
        { offset: 0, color: '#3b0a8f' },
        { offset: 1, color: '#c2185b' },
      ],
    },
  },
  eyes: { frameShape: 'rounded', ballShape: 'circle' },
  frame: { style: 'rounded', text: 'Escaneie-me' },
};
