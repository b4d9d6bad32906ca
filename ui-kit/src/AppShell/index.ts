export { AppShell, isActive } from './AppShell';
export type { AppShellMenuItem, AppShellProps, AppShellUser } from './AppShell';
