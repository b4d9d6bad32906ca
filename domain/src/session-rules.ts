// Sessions (issue 44): the merchant Owner's idle limit for the organization's sessions, checked
// the same way by the Account settings form and by the API.

/** The shortest and longest idle limit an Owner may set, in minutes (5 minutes to 12 hours). */
export const SESSION_IDLE_MINUTES_MIN = 5;
export const SESSION_IDLE_MINUTES_MAX = 720;

export const SESSION_MESSAGES = {
  idleMinutesInvalid: `Enter a whole number of minutes from ${SESSION_IDLE_MINUTES_MIN} to ${SESSION_IDLE_MINUTES_MAX}, or leave it empty for no limit`,
  sessionNotFound: 'Session not found',
  idleLimitSaved: 'Idle Sign-out Saved',
  signedOutIdle: 'You were signed out after a period of inactivity. Please sign in again.',
  sessionEnded: 'Session Signed Out',
  otherSessionsEnded: 'Signed Out Everywhere Else',
} as const;

/** An error message for the idle limit, or undefined when it is valid; null means no limit. */
export function validateSessionIdleMinutes(minutes: number | null | undefined): string | undefined {
  if (minutes === null || minutes === undefined) return undefined;
  if (!Number.isInteger(minutes) || minutes < SESSION_IDLE_MINUTES_MIN || minutes > SESSION_IDLE_MINUTES_MAX) return SESSION_MESSAGES.idleMinutesInvalid;
  return undefined;
}
