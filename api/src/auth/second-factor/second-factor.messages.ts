// What a person reads when a code or a challenge is refused (issue 44: clear messages). Every
// TotpRefusal of totp.ts is a key here: the service's refuse() takes only keys of this object.
export const SECOND_FACTOR_MESSAGES = {
  malformed: 'Enter the 6-digit code from your authenticator app.',
  wrong: 'That code is not right. Check the code your authenticator app shows and try again.',
  expired: 'That code has expired. Enter the code your authenticator app shows now.',
  reused: 'That code was already used. Wait for the next code in your authenticator app.',
  malformedRecoveryCode: 'Enter a recovery code as it was given to you: 12 letters and digits, like abcd-efgh-jkmn.',
  wrongRecoveryCode: 'That recovery code is not right, or it was already used.',
  challengeExpired: 'This sign-in took longer than 5 minutes. Please sign in again.',
  challengeInvalid: 'This sign-in is not valid. Please sign in again.',
  oneProof: 'Enter a code from your authenticator app or a recovery code.',
  oneFreshProof: 'Enter a code from your authenticator app, or use a passkey.',
  notEnrolled: 'Two-step verification is not set up for this account.',
  noAuthenticatorApp: 'No authenticator app is set up for this account: use your passkey or a recovery code.',
  alreadyEnrolled: 'Two-step verification is already on for this account.',
  noEnrolmentStarted: 'Start setting up two-step verification first.',
  stillRequired: 'Two-step verification is required for your account and cannot be turned off.',
  resetOwn: 'You cannot reset your own two-step verification: use a recovery code.',
} as const satisfies Record<string, string>;
