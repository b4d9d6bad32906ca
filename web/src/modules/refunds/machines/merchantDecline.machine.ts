import {
  refundAwaits,
  type RefundDeclineValues,
  type RefundPolicyTerms,
  type RefundProgressStatus,
  type RefundStatus,
  validateRefundDecline,
  validateUpload,
} from '@pg/domain';
import { assign, fromPromise, setup } from 'xstate';

import {
  confirmStates,
  GATEWAY_MODE,
  loadingState,
  modeIsAvailable,
  priorRefundAmount,
  screenEffect,
  screenErrorEffect,
  stepIsValid,
  withField,
} from './declineWizard';

// The merchant refund decline wizard (spec 001 s2 "Refund decline wizard", s5 "Merchant refund
// decline wizard"): Select Reason, Reason Details, Confirm, then the confirm dialog. Every rule
// lives here, not in the component, so it is tested without React through `.provide()`.

export const DECLINE_STEPS = ['Select Reason', 'Reason Details', 'Confirm'] as const;
export const DECLINE_CONFIRM_MESSAGE = 'Are you sure you want to decline refund?';
export const DECLINE_SUCCESS_MESSAGE = 'Refund Sucessfully declined';

/** An earlier refund of the same invoice (the "paid via payment gateway" choice). */
export interface PriorRefund {
  id: string;
  code: string;
  /** Decimal as the API gives it. */
  requestedAmount: number;
}

/** What the wizard needs of the refund it declines. */
export interface DeclineTarget {
  id: string;
  code: string;
  status: RefundStatus;
  progressStatus: RefundProgressStatus;
  priorRefunds: PriorRefund[];
  /** The policy on file the policy reason refers to (fullRefund or processingFeeNotRefunded). */
  refundPolicyTerms?: RefundPolicyTerms | null;
}

/** The form as typed; text fields stay text until submit. */
export interface DeclineForm {
  merchantDeclineReason: string;
  policyApplies: boolean | null;
  extendedCancellationPolicyText: string;
  merchantDeclineExplanation: string;
  refundAlreadyPaid: string;
  transactionDate: string;
  transactionId: string;
  refundAlreadyPaidAmount: string;
}

export type DeclineTextField = Exclude<keyof DeclineForm, 'policyApplies' | 'merchantDeclineReason'>;
export type DeclineErrors = Partial<Record<keyof DeclineForm | 'file', string>>;

export const EMPTY_DECLINE_FORM: DeclineForm = {
  merchantDeclineReason: '',
  policyApplies: null,
  extendedCancellationPolicyText: '',
  merchantDeclineExplanation: '',
  refundAlreadyPaid: '',
  transactionDate: '',
  transactionId: '',
  refundAlreadyPaidAmount: '',
};

export interface DeclineSubmission {
  refundId: string;
  form: DeclineForm;
  /** The extended policy file, saved with type extended_policy_file after the decline. */
  file: File | null;
}

export interface MerchantDeclineContext {
  refundId: string;
  /** YYYY-MM-DD; dates after it are refused (date pickers do not allow future dates). */
  today: string;
  target: DeclineTarget | null;
  form: DeclineForm;
  file: File | null;
  fileError: string | null;
  errors: DeclineErrors;
  /** Fields the user has changed: only their errors show (Next is disabled regardless). */
  touched: Partial<Record<keyof DeclineForm, boolean>>;
  submitError: string | null;
}

export type MerchantDeclineEvent =
  | { type: 'SELECT_REASON'; reason: string }
  | { type: 'SET_POLICY_APPLIES'; applies: boolean }
  | { type: 'CHANGE'; field: DeclineTextField; value: string }
  | { type: 'SELECT_MODE'; mode: string }
  | { type: 'SELECT_PRIOR_REFUND'; refundId: string }
  | { type: 'SET_FILE'; file: File }
  | { type: 'REMOVE_FILE' }
  | { type: 'NEXT' }
  | { type: 'BACK' }
  | { type: 'SUBMIT' }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' };

export interface MerchantDeclineInput {
  refundId: string;
  today: string;
}

/** Domain values of the form (the validator's shape). */
export function declineValues(form: DeclineForm, hasPolicyFile: boolean): RefundDeclineValues {
  return { ...form, hasPolicyFile };
}

/** Step 1 checks the reason only; step 2 the details of that reason. */
function errorsFor(step: 1 | 2, form: DeclineForm, file: File | null, today: string): DeclineErrors {
  const all = validateRefundDecline(declineValues(form, file !== null), today);
  if (step === 1) return all.merchantDeclineReason ? { merchantDeclineReason: all.merchantDeclineReason } : {};
  return all;
}

/** Integer cents to "12.50" for the amount field, without float maths. */
export function centsText(cents: number): string {
  return `${Math.trunc(cents / 100)}.${String(Math.abs(cents % 100)).padStart(2, '0')}`;
}

/** "12.5" -> 1250 for a decimal the API sent (it has at most 2 places). */
function decimalToCents(value: number): number {
  const [whole, fraction = ''] = String(value).split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}

export const merchantDeclineMachine = setup({
  types: {
    context: {} as MerchantDeclineContext,
    events: {} as MerchantDeclineEvent,
    input: {} as MerchantDeclineInput,
  },
  actors: {
    // Both are provided by the screen (Apollo calls); the defaults fail loudly.
    loadTarget: fromPromise<DeclineTarget, { refundId: string }>(() => Promise.reject(new Error('loadTarget not provided'))),
    declineRefund: fromPromise<void, DeclineSubmission>(() => Promise.reject(new Error('declineRefund not provided'))),
  },
  actions: {
    // Side effects the screen provides (navigation, toasts).
    goToNotFound: screenEffect,
    leaveWizard: screenEffect,
    notifyDeclined: screenEffect,
    notifyError: screenErrorEffect,
    storeTarget: assign({ target: (_, target: DeclineTarget) => target }),
    selectReason: assign(({ context, event }) => (event.type === 'SELECT_REASON' ? withField(context, 'merchantDeclineReason', event.reason) : {})),
    setPolicyApplies: assign(({ context, event }) => (event.type === 'SET_POLICY_APPLIES' ? withField(context, 'policyApplies', event.applies) : {})),
    changeField: assign(({ context, event }) => (event.type === 'CHANGE' ? withField(context, event.field, event.value) : {})),
    selectMode: assign(({ context, event }) => {
      if (event.type !== 'SELECT_MODE') return {};
      // A date is not asked for a gateway refund, and a prior refund only for one.
      const viaGateway = event.mode === GATEWAY_MODE;
      const form: DeclineForm = {
        ...context.form,
        refundAlreadyPaid: event.mode,
        transactionDate: viaGateway ? '' : context.form.transactionDate,
        transactionId: viaGateway ? context.form.transactionId : '',
      };
      return { form, touched: { ...context.touched, refundAlreadyPaid: true } };
    }),
    fillPriorRefund: assign(({ context, event }) => {
      if (event.type !== 'SELECT_PRIOR_REFUND') return {};
      const form: DeclineForm = {
        ...context.form,
        transactionId: event.refundId,
        // Choosing a prior refund fills in its requested amount (spec 001 s5).
        refundAlreadyPaidAmount: priorRefundAmount(context.target?.priorRefunds, event.refundId, context.form.refundAlreadyPaidAmount, (amount) =>
          centsText(decimalToCents(amount)),
        ),
      };
      return { form, touched: { ...context.touched, transactionId: true, refundAlreadyPaidAmount: true } };
    }),
    storeFile: assign(({ event }) => (event.type === 'SET_FILE' ? { file: event.file, fileError: null } : {})),
    rejectFile: assign(({ event }) => (event.type === 'SET_FILE' ? { fileError: validateUpload(event.file) ?? null } : {})),
    removeFile: assign({ file: null, fileError: null }),
    validateReason: assign(({ context }) => ({ errors: errorsFor(1, context.form, context.file, context.today) })),
    validateDetails: assign(({ context }) => ({ errors: errorsFor(2, context.form, context.file, context.today) })),
    // Going back from step 2 clears the details and the file (spec 001 s2).
    clearDetails: assign(({ context }) => ({
      form: { ...EMPTY_DECLINE_FORM, merchantDeclineReason: context.form.merchantDeclineReason },
      file: null,
      fileError: null,
      touched: { merchantDeclineReason: context.touched.merchantDeclineReason },
    })),
    clearSubmitError: assign({ submitError: null }),
    storeSubmitError: assign({ submitError: (_, params: { message: string }) => params.message }),
  },
  guards: {
    isAwaitingMerchant: (_, target: DeclineTarget) => refundAwaits(target.status, target.progressStatus) === 'merchant',
    stepIsValid,
    // Payment-gateway mode is disabled when the invoice has no other refunds (spec 001 s5).
    modeIsAvailable: ({ context, event }) => event.type === 'SELECT_MODE' && modeIsAvailable(event.mode, context.target?.priorRefunds.length ?? 0),
    isKnownPriorRefund: ({ context, event }) =>
      event.type === 'SELECT_PRIOR_REFUND' && (context.target?.priorRefunds.some((r) => r.id === event.refundId) ?? false),
    isAcceptableFile: ({ event }) => event.type === 'SET_FILE' && validateUpload(event.file) === undefined,
  },
}).createMachine({
  id: 'merchantDecline',
  context: ({ input }) => ({
    refundId: input.refundId,
    today: input.today,
    target: null,
    form: EMPTY_DECLINE_FORM,
    file: null,
    fileError: null,
    errors: {},
    touched: {},
    submitError: null,
  }),
  initial: 'loading',
  states: {
    // Declining a refund that is not at the merchant stage goes to /404 (spec 001 s2, s8).
    ...loadingState({
      input: ({ context }: { context: MerchantDeclineContext }) => ({ refundId: context.refundId }),
      guard: 'isAwaitingMerchant',
      firstStep: 'selectReason',
    }),
    selectReason: {
      entry: 'validateReason',
      on: {
        SELECT_REASON: { actions: ['selectReason', 'validateReason'] },
        NEXT: { guard: 'stepIsValid', target: 'reasonDetails' },
        BACK: { target: 'left' },
      },
    },
    reasonDetails: {
      entry: 'validateDetails',
      on: {
        SET_POLICY_APPLIES: { actions: ['setPolicyApplies', 'validateDetails'] },
        CHANGE: { actions: ['changeField', 'validateDetails'] },
        SELECT_MODE: { guard: 'modeIsAvailable', actions: ['selectMode', 'validateDetails'] },
        SELECT_PRIOR_REFUND: { guard: 'isKnownPriorRefund', actions: ['fillPriorRefund', 'validateDetails'] },
        SET_FILE: [{ guard: 'isAcceptableFile', actions: ['storeFile', 'validateDetails'] }, { actions: 'rejectFile' }],
        REMOVE_FILE: { actions: ['removeFile', 'validateDetails'] },
        NEXT: { guard: 'stepIsValid', target: 'review' },
        BACK: { target: 'selectReason', actions: 'clearDetails' },
      },
    },
    ...confirmStates({
      lastStep: 'reasonDetails',
      submit: 'declineRefund',
      input: ({ context }: { context: MerchantDeclineContext }): DeclineSubmission => ({ refundId: context.refundId, form: context.form, file: context.file }),
    }),
  },
});

/** 0-based wizard step of a state (the stepper's active step). */
export function declineStepOf(state: string): 0 | 1 | 2 {
  if (state === 'reasonDetails') return 1;
  if (state === 'review' || state === 'confirming' || state === 'submitting') return 2;
  return 0;
}
