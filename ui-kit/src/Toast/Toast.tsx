import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';

import { IconButton } from '../Button';
import { CloseIcon, DangerIcon, InfoIcon, SuccessIcon, WarningIcon } from '../icons';
import { ActionButton, FADE_MS, Item, Message, Region } from './Toast.styles';

/** Spec 000 §9: notices hide after 3000 ms; the long-lived warning stays 50000 ms. */
export const TOAST_DURATION_MS = 3000;
export const WARNING_DURATION_MS = 50000;
export { FADE_MS as TOAST_FADE_MS };

export type ToastKind = 'success' | 'error' | 'info' | 'warning';

export interface ToastOptions {
  /** Milliseconds before it hides (hover pauses the count). */
  duration?: number;
  /** Stays until closed by the user. */
  persistent?: boolean;
  action?: { label: string; onClick: () => void };
}

type Notify = (message: ReactNode, options?: ToastOptions) => string;

export interface ToastApi {
  success: Notify;
  error: Notify;
  info: Notify;
  warning: Notify;
  dismiss: (id: string) => void;
}

interface ToastEntry extends ToastOptions {
  id: string;
  kind: ToastKind;
  message: ReactNode;
  leaving: boolean;
}

const ToastContext = createContext<ToastApi | null>(null);

const TONE = { success: 'success', error: 'danger', info: 'info', warning: 'warning' } as const;
const ICON = { success: SuccessIcon, error: DangerIcon, info: InfoIcon, warning: WarningIcon } as const;

let counter = 0;

export interface ToastProviderProps {
  children?: ReactNode;
}

/**
 * Holds the notices and renders them top-right. A provider inside another one reuses the outer
 * one, so wrapping the app twice (UiKitProvider already includes it) never shows two stacks.
 */
export function ToastProvider({ children }: ToastProviderProps) {
  const outer = useContext(ToastContext);
  if (outer) return <>{children}</>;
  return <ToastStack>{children}</ToastStack>;
}

function ToastStack({ children }: { children?: ReactNode }) {
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const removals = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: string) => {
    if (removals.current.has(id)) return;
    // Fade out first, then drop it from the list.
    setToasts((list) => list.map((t) => (t.id === id ? { ...t, leaving: true } : t)));
    removals.current.set(
      id,
      setTimeout(() => {
        removals.current.delete(id);
        setToasts((list) => list.filter((t) => t.id !== id));
      }, FADE_MS),
    );
  }, []);

  useEffect(() => {
    const pending = removals.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const api = useMemo<ToastApi>(() => {
    const make =
      (kind: ToastKind): Notify =>
      (message, options = {}) => {
        counter += 1;
        const id = `toast-${counter}`;
        setToasts((list) => [...list, { id, kind, message, leaving: false, ...options }]);
        return id;
      };
    return { success: make('success'), error: make('error'), info: make('info'), warning: make('warning'), dismiss };
  }, [dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {/* On <body>, beside any modal's portal and marked as a live region, so an open dialog's
          inert background never covers it: a toast raised from a dialog is still announced
          and its buttons still take clicks. */}
      {createPortal(
        <Region aria-label="Notifications" data-live-region="">
          {toasts.map((toast) => (
            <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
          ))}
        </Region>,
        document.body,
      )}
    </ToastContext.Provider>
  );
}

function ToastItem({ toast, onDismiss }: { toast: ToastEntry; onDismiss: (id: string) => void }) {
  const { id, kind, message, persistent, action, leaving } = toast;
  const duration = toast.duration ?? (kind === 'warning' ? WARNING_DURATION_MS : TOAST_DURATION_MS);
  const [paused, setPaused] = useState(false);
  // Time left survives pauses: hovering stops the clock, leaving resumes it where it was.
  const remaining = useRef(duration);

  useEffect(() => {
    if (persistent || paused || leaving) return undefined;
    const startedAt = Date.now();
    const timer = setTimeout(() => onDismiss(id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt));
    };
  }, [id, persistent, paused, leaving, onDismiss]);

  const Icon = ICON[kind];
  return (
    <Item
      role={kind === 'error' ? 'alert' : 'status'}
      aria-live={kind === 'error' ? 'assertive' : 'polite'}
      $tone={TONE[kind]}
      $leaving={leaving}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <Icon />
      <Message>{message}</Message>
      {action && (
        <ActionButton
          type="button"
          onClick={() => {
            action.onClick();
            onDismiss(id);
          }}
        >
          {action.label}
        </ActionButton>
      )}
      <IconButton label="Close notification" size="sm" onClick={() => onDismiss(id)}>
        <CloseIcon size={16} />
      </IconButton>
    </Item>
  );
}

/** The notice API; throws outside a ToastProvider so a missing provider is found at once. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider> (or <UiKitProvider>)');
  return api;
}
