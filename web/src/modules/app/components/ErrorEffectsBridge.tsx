import { useToast } from '@pg/ui-kit';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

import type { ErrorEffectsRef } from '../apollo/errorEffects';
import { useSession } from '../session/SessionContext';

/**
 * Hands the Apollo error link the router, the toasts and the session once they exist. The link
 * is created with the client, outside React, so it reads these through a ref.
 */
export function ErrorEffectsBridge({ effects: effectsRef }: { effects: ErrorEffectsRef }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const toast = useToast();
  const { signOut, markLocked, markEnrolmentRequired } = useSession();

  // Re-run on every navigation so currentPath always answers the page being shown.
  useEffect(() => {
    effectsRef.current = {
      currentPath: () => pathname,
      navigate: (to) => void navigate(to),
      notifyError: (message) => toast.error(message),
      signOut,
      markLocked,
      markEnrolmentRequired: () => markEnrolmentRequired(true),
    };
    return () => {
      effectsRef.current = null;
    };
  }, [effectsRef, pathname, navigate, toast, signOut, markLocked, markEnrolmentRequired]);

  return null;
}
