// What the sign-up process needs done outside the workflow. The API implements these
// (api/src/auth/signup.activities.ts); this package only declares them.
export interface SignupActivities {
  /** Issues a single-use verification link and e-mails it. Idempotent per `issuedBy`. */
  sendVerificationEmail: (input: { userId: string; issuedBy: string }) => Promise<void>;
  /** The link's lifetime is over: any unused verification link stops working. */
  expireVerificationLinks: (input: { userId: string }) => Promise<void>;
}
