import { proxyActivities, workflowInfo } from '@temporalio/workflow';

import type { UserInviteActivities } from './user-invite.activities';
import type { UserInviteInput } from './user-invite.messages';

// A mail server that is down must not lose the invite: retry with backoff for up to a day.
const { sendInviteEmail } = proxyActivities<UserInviteActivities>({
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '2 seconds', backoffCoefficient: 2, maximumInterval: '10 minutes' },
  scheduleToCloseTimeout: '1 day',
});

/** Invite delivery: the account exists already (inviteUser); this makes sure they hear of it. */
export async function userInviteWorkflow(input: UserInviteInput): Promise<'sent'> {
  await sendInviteEmail({ userId: input.userId, invitedById: input.invitedById, issuedBy: `${workflowInfo().workflowId}/send` });
  return 'sent';
}
