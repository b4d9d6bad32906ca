// Issue 44, step-up for money actions: the GraphQL operations that move money or change where it
// goes. The API refuses each with STEP_UP_REQUIRED unless this session gave its second factor in
// the last STEP_UP_WINDOW_SECONDS, at sign-in or by a step-up for that very operation
// (api/src/auth/step-up/). Literal data: api/test/step-up.test.ts checks every name is an
// operation of api/schema.graphql.
export const STEP_UP_ACTIONS = {
  /** Refund approval at the bank stage (Bank Admin) and at the platform stage (PG Admin). */
  approveRefund: 'Approve refund',
  /** PG Admin closes a refund the processor reported, as refunded. */
  resolvedAsRefunded: 'Resolve as Refunded',
  /** Builds a transfer (the saga); with confirmOverdraft, pays organizations past their balances. */
  createTransaction: 'Build transfer',
  /** Bank Admin disburses a web payment to the merchant. */
  disburseWebPayment: 'Disburse',
  /** A merchant's platform fee (PG Admin, Bank Finance). */
  updateOrganizationPlatformFee: 'Change platform fee',
  /** Gateway settings: a card brand's ordered processors and rules. */
  saveCardRouting: 'Save card routing',
  /** Gateway settings: a card brand's processor. */
  updateCard: 'Change card processor',
  /** A new live or test API key (its secret is shown once). */
  createKeys: 'Create API key',
  /** A new webhook endpoint (where payment events and their secret go). */
  createWebhookEndpoint: 'Add webhook endpoint',
  /** A webhook endpoint's address or events. */
  updateWebhookEndpoint: 'Edit webhook endpoint',
  /** A webhook endpoint's new signing secret. */
  rollWebhookEndpointSecret: 'Roll webhook secret',
  /** A role change (only when the input names a role: one's own name needs none; STEP_UP_ONLY_WHEN). */
  updateUser: 'Change role',
  /** Invites a user with a role (staff invites by PG Admin and Bank Finance, and an organization's). */
  inviteUser: 'Invite user',
} as const satisfies Record<string, string>;

export type StepUpAction = keyof typeof STEP_UP_ACTIONS;

/** Five minutes: a second factor given longer ago is asked for again (issue 44). */
export const STEP_UP_WINDOW_SECONDS = 5 * 60;

/** Operations that ask for a step-up only for some arguments: updateUser only when it sets a role. */
export const STEP_UP_ONLY_WHEN: Partial<Record<StepUpAction, (args: Record<string, unknown>) => boolean>> = {
  updateUser: (args) => {
    const input = args.input as { role?: unknown } | undefined;
    return input?.role !== undefined && input.role !== null;
  },
};

export function isStepUpAction(name: string): name is StepUpAction {
  return Object.prototype.hasOwnProperty.call(STEP_UP_ACTIONS, name);
}

/** Whether this call of `operation` with `args` needs a step-up. */
export function needsStepUp(operation: string, args: Record<string, unknown>): boolean {
  if (!isStepUpAction(operation)) return false;
  const only = STEP_UP_ONLY_WHEN[operation];
  return only ? only(args) : true;
}

/** A second factor given at `givenAt` (unix seconds) still counts at `now`. */
export function withinStepUpWindow(givenAt: number | undefined | null, now: number): boolean {
  return givenAt !== undefined && givenAt !== null && now - givenAt < STEP_UP_WINDOW_SECONDS;
}
