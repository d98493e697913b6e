export { App } from '@/app/App';
export { afterHydration, expectHydration } from '@/lib/hydration';
export { preloadScreensAt } from '@/app/router';
