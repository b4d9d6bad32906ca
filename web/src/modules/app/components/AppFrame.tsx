import type { ErrorEffectsRef } from '../apollo/errorEffects';
import { MESSAGES } from '../apollo/messages';
import { AppRoutes } from '../router/AppRoutes';
import { SessionProvider } from '../session/SessionProvider';
import { useUpdateNotice } from '../update/useUpdateNotice';
import { ErrorBoundary } from './ErrorBoundary';
import { ErrorEffectsBridge } from './ErrorEffectsBridge';
import { ErrorScreen } from './ErrorScreen';

/** Everything below the router and Apollo: session, error policy wiring and the routes. */
export function AppFrame({ effects }: { effects: ErrorEffectsRef }) {
  useUpdateNotice();
  return (
    <SessionProvider>
      <ErrorEffectsBridge effects={effects} />
      <ErrorBoundary fallback={(reset) => <ErrorScreen reset={reset} />} onDisplayError={() => effects.current?.notifyError(MESSAGES.unexpected)}>
        <AppRoutes />
      </ErrorBoundary>
    </SessionProvider>
  );
}
