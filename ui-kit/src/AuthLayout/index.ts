export type { AuthLayoutProps } from './AuthLayout';
export { AuthLayout } from './AuthLayout';
