export type { ToastApi, ToastKind, ToastOptions, ToastProviderProps } from './Toast';
export { TOAST_DURATION_MS, TOAST_FADE_MS, ToastProvider, useToast, WARNING_DURATION_MS } from './Toast';
