import { condition, proxyActivities, setHandler, workflowInfo } from '@temporalio/workflow';

import type { SignupActivities } from './signup.activities';
import { emailVerifiedSignal, type SignupInput, type SignupState, signupStateQuery } from './signup.messages';

// Mail servers fail now and then: retry for up to a day with backoff before giving up.
const { sendVerificationEmail, expireVerificationLinks } = proxyActivities<SignupActivities>({
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '2 seconds', backoffCoefficient: 2, maximumInterval: '10 minutes' },
  scheduleToCloseTimeout: '1 day',
});

/** Sign-up verification: e-mail the link, then wait for it to be used or to expire. */
export async function signupVerificationWorkflow(input: SignupInput): Promise<SignupState> {
  let state: SignupState = 'sending';
  let verified = false;
  setHandler(signupStateQuery, () => state);
  setHandler(emailVerifiedSignal, () => {
    verified = true;
  });

  await sendVerificationEmail({ userId: input.userId, issuedBy: `${workflowInfo().workflowId}/send` });
  state = 'awaitingVerification';

  if (await condition(() => verified, input.linkTtlMs)) {
    state = 'verified';
    return state;
  }
  await expireVerificationLinks({ userId: input.userId });
  state = 'expired';
  return state;
}
