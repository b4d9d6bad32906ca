export { ToastProvider, useToast, TOAST_DURATION_MS, WARNING_DURATION_MS, TOAST_FADE_MS } from './Toast';
export type { ToastApi, ToastKind, ToastOptions, ToastProviderProps } from './Toast';
