import { hasErrors } from '@pg/domain';

// What the two decline wizards (the merchant's refund decline and the 'Dispute Decline Form')
// share: the screen's side effects, the touched-field bookkeeping, the gateway refund mode, and
// the states around the steps (load the target or go to /404; review, confirm, submit). Each
// machine still names every action, guard and actor in its own setup(), so its tests replace
// them through `.provide()`.

/** Default of a side effect the screen provides (navigation, toasts): nothing. */
export const screenEffect = (): undefined => undefined;
/** Default of the screen's error effect, which takes the message as params. */
export const screenErrorEffect = (_: unknown, _params: { message: string }): undefined => undefined;

/** The form with one field changed, and that field marked touched (its error shows from now). */
export function withField<TForm extends object, TField extends keyof TForm>(
  context: { form: TForm; touched: Partial<Record<keyof TForm, boolean>> },
  field: TField,
  value: TForm[TField],
): { form: TForm; touched: Partial<Record<keyof TForm, boolean>> } {
  return { form: { ...context.form, [field]: value }, touched: { ...context.touched, [field]: true } };
}

/** Next is allowed only while the current step has no errors. */
export function stepIsValid({ context }: { context: { errors: object } }): boolean {
  return !hasErrors(context.errors);
}

export const GATEWAY_MODE = 'paidViaPaymentGateway';

/** The gateway refund mode picks from the invoice's refunds: disabled when there are none (spec 001 s5). */
export function modeIsAvailable(mode: string, refundCount: number): boolean {
  return mode !== GATEWAY_MODE || refundCount > 0;
}

/** The requested amount of the refund picked from the list, else the amount as typed. */
export function priorRefundAmount(
  refunds: { id: string; requestedAmount: number }[] | undefined,
  refundId: string,
  typed: string,
  text: (requestedAmount: number) => string,
): string {
  const prior = refunds?.find((r) => r.id === refundId);
  return prior ? text(prior.requestedAmount) : typed;
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Loads the target; a target the wizard may not decline, or a failed load, goes to /404. */
export function loadingState<TContext, TLoad, TGuard extends string, TStep extends string>(options: {
  input: (args: { context: TContext }) => TLoad;
  /** Guard taking the loaded target as its params. */
  guard: TGuard;
  firstStep: TStep;
}) {
  // Generic so that it takes the type of the loaded target from the machine.
  const output = <TTarget>({ event }: { event: { output: TTarget } }): TTarget => event.output;
  return {
    loading: {
      invoke: {
        src: 'loadTarget' as const,
        input: options.input,
        onDone: [
          {
            guard: { type: options.guard, params: output },
            target: options.firstStep,
            actions: [{ type: 'storeTarget' as const, params: output }],
          },
          { target: 'notFound' },
        ],
        onError: { target: 'notFound' },
      },
    },
    notFound: { type: 'final' as const, entry: 'goToNotFound' as const },
  };
}

/** Review, the confirm dialog and the submit; a failed submit returns to review with its message. */
export function confirmStates<TContext, TSubmit extends string, TSubmission>(options: {
  /** The last step, where Back from review goes. */
  lastStep: string;
  submit: TSubmit;
  input: (args: { context: TContext }) => TSubmission;
}) {
  const message = ({ event }: { event: { error: unknown } }) => ({ message: errorMessage(event.error) });
  return {
    review: {
      on: {
        BACK: { target: options.lastStep },
        SUBMIT: { target: 'confirming' },
      },
    },
    confirming: {
      on: {
        CONFIRM: { target: 'submitting' },
        CANCEL: { target: 'review' },
      },
    },
    submitting: {
      entry: 'clearSubmitError' as const,
      invoke: {
        src: options.submit,
        input: options.input,
        onDone: { target: 'declined' },
        onError: {
          target: 'review',
          actions: [
            { type: 'storeSubmitError' as const, params: message },
            { type: 'notifyError' as const, params: message },
          ],
        },
      },
    },
    declined: { type: 'final' as const, entry: 'notifyDeclined' as const },
    left: { type: 'final' as const, entry: 'leaveWizard' as const },
  };
}
