import { defineQuery, defineSignal } from '@temporalio/workflow';

export type SignupState = 'sending' | 'awaitingVerification' | 'verified' | 'expired';

/** Sent by the API when the user follows the link, so the process ends before its timer. */
export const emailVerifiedSignal = defineSignal('emailVerified');
export const signupStateQuery = defineQuery<SignupState>('signupState');

export interface SignupInput {
  userId: string;
  /** How long the e-mailed link stays valid, in milliseconds. */
  linkTtlMs: number;
}

export const signupWorkflowId = (userId: string) => `signup-${userId}`;
