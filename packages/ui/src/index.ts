export { App } from '@/app/App';
export { afterHydration, expectHydration } from '@/app/hydration';
export { preloadScreensAt } from '@/app/router';
export { DesktopShell } from '@/app/desktop/DesktopShell';
