import { defineQuery, defineUpdate } from '@temporalio/workflow';

export interface TransferWorkflowInput {
  transferId: string;
  code: string;
  /** The organization of the user who submitted it (search attribute OrganizationId). */
  organizationId: string;
}

export type TransferStep = 'lock' | 'ledger' | 'mark' | 'processes' | 'notify' | 'compensating' | 'done';

export type TransferOutcome = { status: 'completed'; transferId: string; amountCents: number } | { status: 'failed'; message: string };

export interface TransferProcessState {
  step: TransferStep;
  outcome: TransferOutcome | null;
}

/**
 * Waits until the transfer is made (its pivot committed) or refused and undone; answers the
 * outcome, or fails with the refusal's message. createTransaction waits on it, so the user
 * sees "Transfer Success" once the transfer exists, while report and e-mail follow.
 */
export const transferOutcomeUpdate = defineUpdate<TransferOutcome, []>('transferOutcome');
export const transferStateQuery = defineQuery<TransferProcessState>('transferState');

export const transferWorkflowId = (code: string) => `transfer-${code}`;

/** The ApplicationFailure type of a refusal: the message is for the user. */
export const TRANSFER_REFUSED = 'TransferRefused';
