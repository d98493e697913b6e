import { createTheme, type MantineColorsTuple } from '@mantine/core';

// Brand colour #fd1455 sits at shade 6. Filled surfaces use shade 7 (#e3033f): white text on
// the pure brand colour is 3.9:1, below WCAG AA for normal text; on shade 7 it is 4.8:1.
const brand: MantineColorsTuple = [
  '#ffe8ee',
  '#ffd0dc',
  '#ffa0b6',
  '#fe6c8f',
  '#fd416e',
  '#fd2860',
  '#fd1455',
  '#e3033f',
  '#c70036',
  '#a3002c',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 7 },
  colors: { brand },
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '800' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  // Keyboard users always see where they are.
  focusRing: 'auto',
  // People who asked their system for less motion get menus, modals and drawers without
  // their opening and closing transitions.
  respectReducedMotion: true,
  components: {
    // Mantine's close button is an icon alone: screen readers need its name. Plain objects, not
    // Modal.extend(...): importing the components here put Modal, Drawer and what they use
    // (about 26 KB gzip of script) into the first load of every page, which opens neither.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Fechar' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Fechar' } } },
  },
});
