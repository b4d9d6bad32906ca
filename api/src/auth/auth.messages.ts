// Server messages the spec leaves open (recorded in docs/decisions/README.md).
export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  emailNotVerified: 'Please verify your e-mail address before signing in.',
  accountClosed: 'This account has been closed.',
  organizationRequired: 'Please select Organization',
  licenseMismatch: 'License Number does not match the one on file for this business.',
  emailTaken: 'An account with this e-mail already exists.',
} as const;
