// What a person reads when a passkey is refused (issue 44: clear messages, one per reason).
export const PASSKEY_MESSAGES = {
  malformed: 'That passkey answer could not be read. Please try again.',
  challengeUnknown: 'This passkey request is not valid. Please start again.',
  challengeUsed: 'This passkey request was already used. Please start again.',
  challengeExpired: 'This passkey request took longer than 5 minutes. Please start again.',
  unknownCredential: 'This passkey is not registered. Use another passkey or your password.',
  otherPersonsCredential: 'This passkey belongs to another account.',
  replayed: 'This passkey answer was already used, or the passkey was copied. Please try again.',
  notVerified: 'The passkey could not be verified. Please try again.',
  nameRequired: 'Enter a name for the passkey (1 to 60 characters).',
  notFound: 'Passkey not found.',
  lastFactor: 'This is your last second factor and your account requires one: add another passkey or an authenticator app first.',
} as const satisfies Record<string, string>;

export type PasskeyRefusal = keyof typeof PASSKEY_MESSAGES;
