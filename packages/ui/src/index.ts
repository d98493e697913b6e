export { App } from '@/app/App';
export { DesktopShell } from '@/app/desktop/DesktopShell';
