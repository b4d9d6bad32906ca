export interface UserInviteInput {
  userId: string;
  /** Who invited them: named in the e-mail. */
  invitedById: string;
}

/** One invite process per invited user. */
export const userInviteWorkflowId = (userId: string) => `invite-${userId}`;
