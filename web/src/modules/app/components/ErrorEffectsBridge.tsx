import { useToast } from '@pg/ui-kit';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

import type { ErrorEffectsRef } from '../apollo/errorEffects';
import { useSession } from '../session/SessionContext';

/**
 * Hands the Apollo error link the router, the toasts and the session once they exist. The link
 * is created with the client, outside React, so it reads these through a ref.
 */
export function ErrorEffectsBridge({ effects }: { effects: ErrorEffectsRef }) {
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const { signOut, markLocked } = useSession();
  const path = useRef(location.pathname);
  path.current = location.pathname;

  useEffect(() => {
    effects.current = {
      currentPath: () => path.current,
      navigate: (to) => void navigate(to),
      notifyError: (message) => toast.error(message),
      signOut,
      markLocked,
    };
    return () => {
      effects.current = null;
    };
  }, [effects, navigate, toast, signOut, markLocked]);

  return null;
}
