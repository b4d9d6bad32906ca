// What the invite process needs done outside the workflow. The API implements these
// (api/src/users/user-invite.activities.ts); this package only declares them.
export interface UserInviteActivities {
  /**
   * E-mails the invited user that their account exists, with a sign-in link and a single-use
   * link to choose their own password. Idempotent per `issuedBy`: a retry never sends twice.
   */
  sendInviteEmail: (input: { userId: string; invitedById: string; issuedBy: string }) => Promise<void>;
}
