import { useToast } from '@pg/ui-kit';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

import type { ErrorEffectsRef } from '../apollo/errorEffects';
import { PATHS } from '../router/paths';
import { useSession } from '../session/SessionContext';
import { useStepUpPrompt } from '../step-up/useStepUpPrompt';

/**
 * Hands the Apollo error link the router, the toasts and the session once they exist. The link
 * is created with the client, outside React, so it reads these through a ref. It also holds the
 * step-up dialog the link opens.
 */
export function ErrorEffectsBridge({ effects: effectsRef }: { effects: ErrorEffectsRef }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const toast = useToast();
  const { signOut, markLocked, markEnrolmentRequired } = useSession();
  // A person with no second factor is led to Account Settings, where it is set up (decision 0178).
  const { ask, dialog } = useStepUpPrompt(() => void navigate(PATHS.accountSettings));

  // Re-run on every navigation so currentPath always answers the page being shown.
  useEffect(() => {
    effectsRef.current = {
      currentPath: () => pathname,
      navigate: (to) => void navigate(to),
      notifyError: (message) => toast.error(message),
      signOut,
      markLocked,
      markEnrolmentRequired: () => markEnrolmentRequired(true),
      askStepUp: ask,
    };
    return () => {
      effectsRef.current = null;
    };
  }, [effectsRef, pathname, navigate, toast, signOut, markLocked, markEnrolmentRequired, ask]);

  // The step-up dialog (issue 44): opened by the Apollo link for a STEP_UP_REQUIRED or STEP_UP_SETUP_REQUIRED answer.
  return dialog;
}
