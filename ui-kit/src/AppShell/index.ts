export type { AppShellMenuItem, AppShellProps, AppShellUser } from './AppShell';
export { AppShell, isActive } from './AppShell';
