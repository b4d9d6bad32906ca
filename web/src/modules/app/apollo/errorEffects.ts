import type { AskStepUp } from '../step-up/stepUpLink';

/**
 * What the error link may do to the rest of the app. It is an interface, not imports of the
 * router or toasts, so the error policy of spec 000 section 8 can be tested with plain fakes.
 */
export interface ErrorEffects {
  currentPath: () => string;
  navigate: (to: string) => void;
  notifyError: (message: string) => void;
  /** Clears the stored token and puts the session in the signed-out state. */
  signOut: () => void;
  /** Flags the signed-in user as locked (the router then shows the locked screen). */
  markLocked: () => void;
  /** Issue 44: the session must set up two-step verification (the router then shows only that). */
  markEnrolmentRequired: () => void;
  /** Issue 44: asks for the second factor for a money action (the step-up dialog); true once given. */
  askStepUp?: AskStepUp;
}

/** A holder the client reads at error time; React fills it once the router and toasts exist. */
export interface ErrorEffectsRef {
  current: ErrorEffects | null;
}
