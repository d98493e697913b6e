// The desktop app's shell (apps/desktop's renderer), apart from index.ts: the web app's first
// scripts then carry neither the shell nor the bridge's schemas (zod) it parses with.
export { DesktopShell } from '@/app/desktop/DesktopShell';
