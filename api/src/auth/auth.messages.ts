// Server messages the spec leaves open (recorded in docs/decisions/README.md).
export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  emailNotVerified: 'Please verify your e-mail address before signing in.',
  accountClosed: 'This account has been closed.',
  organizationRequired: 'Please select Organization',
  licenseMismatch: 'License Number does not match the one on file for this business.',
  // The spec's sign-up hint (spec 000, sign-up: the e-mail must match the one on file with the
  // national bank); it names the field without telling whose e-mail is on file.
  emailNotOnFile: 'The e-mail must match the one on file with the national bank.',
  emailTaken: 'An account with this e-mail already exists.',
} as const;
