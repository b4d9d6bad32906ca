// Notices of spec 000 section 8, verbatim.
export const MESSAGES = {
  sessionExpired: 'Session Expired',
  completeBusinessInfo: 'Please complete your business information',
  unexpected: 'Unexpected error has occurred. Please try again',
  network: 'Something went wrong !',
} as const;
