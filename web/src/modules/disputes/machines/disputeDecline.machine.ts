import {
  DEFAULT_PRODUCT_OR_SERVICE_DETAILS,
  DISPUTE_REASONS_WITHOUT_DETAILS,
  type DisputeProgressStatus,
  type DisputeStatus,
  normalizeDisputeWinReason,
  validateDisputeDeclineStep,
  validateUpload,
} from '@pg/domain';
import { and, assign, fromCallback, fromPromise, setup, spawnChild, stopChild } from 'xstate';

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
} from '../../refunds/machines/declineWizard';

// The merchant's 'Dispute Decline Form' (spec 001 s2 and s5): step 0 the reason, 1 its details,
// 2 the product or service, 3 the supporting documents, 4 confirm, then the confirm dialog.
// Every rule lives here (the validation itself in @pg/domain), so it is tested without React
// through `.provide()`. Files upload as soon as they are picked, with progress, by child actors.

export const DISPUTE_DECLINE_TITLE = 'Dispute Decline Form';
export const DISPUTE_DECLINE_STEPS = [
  'Why Should you win this dispute?',
  'Reason Details',
  'What type of product or service was provided?',
  'Supporting Documents',
  'Confirm',
] as const;
export const DISPUTE_DECLINE_CONFIRM = 'Are you sure you want to decline dispute? You cannot make any changes once submitted.';
export const PROOF_HINT = 'Win likelihood is higher if proof is uploaded';
/** Not in the spec (it gives no success toast for the decline). */
export const DISPUTE_DECLINED_TOAST = 'Dispute declined successfully';

export type FileSlot = 'supportingDocument' | 'refundProof' | 'creditVoucherProof';

export interface UploadSlot {
  file: File | null;
  /** The stored name (issuePresignedURL's fileName) once the bytes are up. */
  path: string | null;
  /** 0..100 while uploading, null otherwise. */
  progress: number | null;
  error: string | null;
}

/** The invoice's refunds, for "refunded via the payment gateway". */
export interface PriorRefund {
  id: string;
  code: string;
  /** Decimal as the API gives it. */
  requestedAmount: number;
}

/** What the wizard needs of the dispute it declines. */
export interface DisputeDeclineTarget {
  id: string;
  code: string;
  status: DisputeStatus;
  progressStatus: DisputeProgressStatus;
  refunds: PriorRefund[];
}

/** The form as typed; every field is text until submit (spec 001 s3 names). */
export interface DisputeDeclineForm {
  reasonToWinDispute: string;
  withdrawalDateByCustomer: string;
  customerAlreadyRefunded: string;
  refundDate: string;
  refundAmount: string;
  refundId: string;
  refundDescription: string;
  creditVoucherGivenDate: string;
  creditVoucherAmount: string;
  creditVoucherDescription: string;
  calcellationDelayDate: string;
  calcellationDelayDescription: string;
  otherReasonDescription: string;
  productServiceTypeProvided: string;
  productOrServiceDetails: string;
  additionalInformation: string;
}

export type DisputeDeclineField = Exclude<
  keyof DisputeDeclineForm,
  'reasonToWinDispute' | 'customerAlreadyRefunded' | 'refundId' | 'productServiceTypeProvided'
>;
export type DisputeDeclineErrors = Partial<Record<keyof DisputeDeclineForm | 'supportingDocument', string>>;

export const EMPTY_DISPUTE_DECLINE_FORM: DisputeDeclineForm = {
  reasonToWinDispute: '',
  withdrawalDateByCustomer: '',
  customerAlreadyRefunded: '',
  refundDate: '',
  refundAmount: '',
  refundId: '',
  refundDescription: '',
  creditVoucherGivenDate: '',
  creditVoucherAmount: '',
  creditVoucherDescription: '',
  calcellationDelayDate: '',
  calcellationDelayDescription: '',
  otherReasonDescription: '',
  productServiceTypeProvided: '',
  productOrServiceDetails: DEFAULT_PRODUCT_OR_SERVICE_DETAILS,
  additionalInformation: '',
};

const EMPTY_SLOT: UploadSlot = { file: null, path: null, progress: null, error: null };

export interface DisputeDeclineSubmission {
  disputeId: string;
  form: DisputeDeclineForm;
  /** Stored names and captions of the uploaded files. */
  files: Partial<Record<FileSlot, { path: string; caption: string; mimetype: string }>>;
}

export interface DisputeDeclineContext {
  disputeId: string;
  /** YYYY-MM-DD; dates after it are refused (date pickers allow no future dates). */
  today: string;
  target: DisputeDeclineTarget | null;
  form: DisputeDeclineForm;
  files: Record<FileSlot, UploadSlot>;
  errors: DisputeDeclineErrors;
  /** Fields the user has changed: only their errors show (Next is disabled regardless). */
  touched: Partial<Record<keyof DisputeDeclineForm, boolean>>;
  submitError: string | null;
}

export type DisputeDeclineEvent =
  | { type: 'SELECT_REASON'; reason: string }
  | { type: 'CHANGE'; field: DisputeDeclineField; value: string }
  | { type: 'SELECT_MODE'; mode: string }
  | { type: 'SELECT_REFUND'; refundId: string }
  | { type: 'SELECT_PRODUCT_TYPE'; productType: string }
  | { type: 'PICK_FILE'; slot: FileSlot; file: File }
  | { type: 'REMOVE_FILE'; slot: FileSlot }
  | { type: 'UPLOAD_PROGRESS'; slot: FileSlot; progress: number }
  | { type: 'UPLOADED'; slot: FileSlot; path: string }
  | { type: 'UPLOAD_FAILED'; slot: FileSlot; message: string }
  | { type: 'NEXT' }
  | { type: 'BACK' }
  | { type: 'SUBMIT' }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' };

export interface DisputeDeclineInput {
  disputeId: string;
  today: string;
}

/** The proof a reason may carry (optional); other reasons carry none. */
export function proofSlotFor(reason: string): FileSlot | null {
  const canonical = normalizeDisputeWinReason(reason);
  if (canonical === 'customerWasRefunded') return 'refundProof';
  if (canonical === 'cutomerReceviedCreditOrVoucherOutsidePG') return 'creditVoucherProof';
  return null;
}

const skipsDetails = (reason: string): boolean => {
  const canonical = normalizeDisputeWinReason(reason);
  return canonical !== undefined && DISPUTE_REASONS_WITHOUT_DETAILS.includes(canonical);
};

/** Integer cents to "12.50" without float maths. */
function decimalText(value: number): string {
  const [whole, fraction = ''] = String(value).split('.');
  return `${whole}.${fraction.padEnd(2, '0').slice(0, 2)}`;
}

function stepErrors(step: number, context: Pick<DisputeDeclineContext, 'form' | 'files' | 'today'>): DisputeDeclineErrors {
  const supporting = context.files.supportingDocument;
  return validateDisputeDeclineStep(step, { ...context.form, supportingDocumentCount: supporting.path && supporting.progress === null ? 1 : 0 }, context.today);
}

type UploadEvent = Extract<DisputeDeclineEvent, { type: 'UPLOAD_PROGRESS' | 'UPLOADED' | 'UPLOAD_FAILED' }>;

export const disputeDeclineMachine = setup({
  types: {
    context: {} as DisputeDeclineContext,
    events: {} as DisputeDeclineEvent,
    input: {} as DisputeDeclineInput,
  },
  actors: {
    // Provided by the screen (Apollo calls, the presigned upload); the defaults fail loudly.
    loadTarget: fromPromise<DisputeDeclineTarget, { disputeId: string }>(() => Promise.reject(new Error('loadTarget not provided'))),
    declineDispute: fromPromise<void, DisputeDeclineSubmission>(() => Promise.reject(new Error('declineDispute not provided'))),
    uploadFile: fromCallback<UploadEvent, { slot: FileSlot; file: File }>(({ sendBack, input }) => {
      sendBack({ type: 'UPLOAD_FAILED', slot: input.slot, message: 'uploadFile not provided' });
    }),
  },
  actions: {
    // Side effects the screen provides (navigation, toasts).
    goToNotFound: screenEffect,
    leaveWizard: screenEffect,
    notifyDeclined: screenEffect,
    notifyError: screenErrorEffect,
    storeTarget: assign({ target: (_, target: DisputeDeclineTarget) => target }),
    selectReason: assign(({ context, event }) => (event.type === 'SELECT_REASON' ? withField(context, 'reasonToWinDispute', event.reason) : {})),
    changeField: assign(({ context, event }) => (event.type === 'CHANGE' ? withField(context, event.field, event.value) : {})),
    selectMode: assign(({ context, event }) => {
      if (event.type !== 'SELECT_MODE') return {};
      // A gateway refund is picked from the list; cash and wire transfer are typed in.
      const viaGateway = event.mode === GATEWAY_MODE;
      const form: DisputeDeclineForm = {
        ...context.form,
        customerAlreadyRefunded: event.mode,
        refundId: viaGateway ? context.form.refundId : '',
        refundDate: viaGateway ? '' : context.form.refundDate,
      };
      return { form, touched: { ...context.touched, customerAlreadyRefunded: true } };
    }),
    selectRefund: assign(({ context, event }) => {
      if (event.type !== 'SELECT_REFUND') return {};
      // Choosing one of the invoice's refunds fills in its amount.
      const form = {
        ...context.form,
        refundId: event.refundId,
        refundAmount: priorRefundAmount(context.target?.refunds, event.refundId, context.form.refundAmount, decimalText),
      };
      return { form, touched: { ...context.touched, refundId: true } };
    }),
    selectProductType: assign(({ context, event }) =>
      event.type === 'SELECT_PRODUCT_TYPE' ? withField(context, 'productServiceTypeProvided', event.productType) : {},
    ),
    // A new pick replaces the slot's file and any upload still running for it.
    stopUpload: stopChild(({ event }) => (event.type === 'PICK_FILE' || event.type === 'REMOVE_FILE' ? `upload-${event.slot}` : '')),
    startUpload: spawnChild('uploadFile', {
      id: ({ event }) => (event.type === 'PICK_FILE' ? `upload-${event.slot}` : 'upload'),
      input: ({ event }) =>
        event.type === 'PICK_FILE' ? { slot: event.slot, file: event.file } : { slot: 'supportingDocument' as const, file: new File([], '') },
    }),
    pickFile: assign(({ context, event }) => {
      if (event.type !== 'PICK_FILE') return {};
      return { files: { ...context.files, [event.slot]: { file: event.file, path: null, progress: 0, error: null } } };
    }),
    rejectFile: assign(({ context, event }) => {
      if (event.type !== 'PICK_FILE') return {};
      return { files: { ...context.files, [event.slot]: { ...EMPTY_SLOT, error: validateUpload(event.file) ?? null } } };
    }),
    removeFile: assign(({ context, event }) => (event.type === 'REMOVE_FILE' ? { files: { ...context.files, [event.slot]: EMPTY_SLOT } } : {})),
    trackUpload: assign(({ context, event }) => {
      if (event.type !== 'UPLOAD_PROGRESS' && event.type !== 'UPLOADED' && event.type !== 'UPLOAD_FAILED') return {};
      const slot = context.files[event.slot];
      if (!slot.file) return {};
      const next: UploadSlot =
        event.type === 'UPLOAD_PROGRESS'
          ? { ...slot, progress: event.progress }
          : event.type === 'UPLOADED'
            ? { ...slot, path: event.path, progress: null }
            : { ...EMPTY_SLOT, error: event.message };
      return { files: { ...context.files, [event.slot]: next } };
    }),
    validate: assign(({ context }, params: { step: number }) => ({ errors: stepErrors(params.step, context) })),
    clearSubmitError: assign({ submitError: null }),
    storeSubmitError: assign({ submitError: (_, params: { message: string }) => params.message }),
  },
  guards: {
    isReceived: (_, target: DisputeDeclineTarget) => target.status === 'open' && target.progressStatus === 'received',
    stepIsValid,
    skipsDetails: ({ context }) => skipsDetails(context.form.reasonToWinDispute),
    // The gateway mode picks from the invoice's refunds: disabled when there are none (spec 001 s5).
    modeIsAvailable: ({ context, event }) => event.type === 'SELECT_MODE' && modeIsAvailable(event.mode, context.target?.refunds.length ?? 0),
    isKnownRefund: ({ context, event }) => event.type === 'SELECT_REFUND' && (context.target?.refunds.some((r) => r.id === event.refundId) ?? false),
    isAcceptableFile: ({ event }) => event.type === 'PICK_FILE' && validateUpload(event.file) === undefined,
    noUploadRunning: ({ context }) => Object.values(context.files).every((slot) => slot.progress === null),
  },
}).createMachine({
  id: 'disputeDecline',
  context: ({ input }) => ({
    disputeId: input.disputeId,
    today: input.today,
    target: null,
    form: EMPTY_DISPUTE_DECLINE_FORM,
    files: { supportingDocument: EMPTY_SLOT, refundProof: EMPTY_SLOT, creditVoucherProof: EMPTY_SLOT },
    errors: {},
    touched: {},
    submitError: null,
  }),
  // Uploads run beside the steps: their news is taken whatever the step.
  on: {
    UPLOAD_PROGRESS: { actions: 'trackUpload' },
    UPLOADED: { actions: 'trackUpload' },
    UPLOAD_FAILED: { actions: 'trackUpload' },
  },
  initial: 'loading',
  states: {
    // The decline route goes to /404 when the progress is not received (spec 001 s2).
    ...loadingState({
      input: ({ context }: { context: DisputeDeclineContext }) => ({ disputeId: context.disputeId }),
      guard: 'isReceived',
      firstStep: 'reason',
    }),
    reason: {
      entry: { type: 'validate', params: { step: 0 } },
      on: {
        SELECT_REASON: { actions: ['selectReason', { type: 'validate', params: { step: 0 } }] },
        NEXT: [
          // transactionNonRefundable and requestMadeAfterDateOfTerms have no details: on to step 2.
          { guard: and(['stepIsValid', 'skipsDetails']), target: 'productType' },
          { guard: 'stepIsValid', target: 'details' },
        ],
        // Back from step 0 goes to '/' (spec 001 s2).
        BACK: { target: 'left' },
      },
    },
    details: {
      entry: { type: 'validate', params: { step: 1 } },
      on: {
        CHANGE: { actions: ['changeField', { type: 'validate', params: { step: 1 } }] },
        SELECT_MODE: { guard: 'modeIsAvailable', actions: ['selectMode', { type: 'validate', params: { step: 1 } }] },
        SELECT_REFUND: { guard: 'isKnownRefund', actions: ['selectRefund', { type: 'validate', params: { step: 1 } }] },
        NEXT: { guard: 'stepIsValid', target: 'productType' },
        BACK: { target: 'reason' },
      },
    },
    productType: {
      entry: { type: 'validate', params: { step: 2 } },
      on: {
        SELECT_PRODUCT_TYPE: { actions: ['selectProductType', { type: 'validate', params: { step: 2 } }] },
        CHANGE: { actions: ['changeField', { type: 'validate', params: { step: 2 } }] },
        NEXT: { guard: 'stepIsValid', target: 'documents' },
        // Back from step 2 skips the details again for the reasons that have none.
        BACK: [{ guard: 'skipsDetails', target: 'reason' }, { target: 'details' }],
      },
    },
    documents: {
      entry: { type: 'validate', params: { step: 3 } },
      on: {
        PICK_FILE: [
          { guard: 'isAcceptableFile', actions: ['stopUpload', 'pickFile', 'startUpload', { type: 'validate', params: { step: 3 } }] },
          { actions: 'rejectFile' },
        ],
        REMOVE_FILE: { actions: ['stopUpload', 'removeFile', { type: 'validate', params: { step: 3 } }] },
        UPLOADED: { actions: ['trackUpload', { type: 'validate', params: { step: 3 } }] },
        UPLOAD_FAILED: { actions: ['trackUpload', { type: 'validate', params: { step: 3 } }] },
        CHANGE: { actions: 'changeField' },
        NEXT: { guard: and(['stepIsValid', 'noUploadRunning']), target: 'review' },
        BACK: { target: 'productType' },
      },
    },
    ...confirmStates({
      lastStep: 'documents',
      submit: 'declineDispute',
      input: ({ context }: { context: DisputeDeclineContext }) => submissionOf(context),
    }),
  },
});

/** The uploaded files that go with the decline: the document, and the reason's proof if any. */
export function submissionOf(context: Pick<DisputeDeclineContext, 'disputeId' | 'form' | 'files'>): DisputeDeclineSubmission {
  const files: DisputeDeclineSubmission['files'] = {};
  const slots: FileSlot[] = ['supportingDocument'];
  const proof = proofSlotFor(context.form.reasonToWinDispute);
  if (proof) slots.push(proof);
  for (const slot of slots) {
    const { file, path } = context.files[slot];
    if (file && path) files[slot] = { path, caption: file.name, mimetype: file.type };
  }
  return { disputeId: context.disputeId, form: context.form, files };
}

const STEP_OF: Record<string, number> = { reason: 0, details: 1, productType: 2, documents: 3, review: 4, confirming: 4, submitting: 4 };

/** 0-based wizard step of a state (the stepper's active step). */
export function disputeDeclineStepOf(state: string): number {
  return STEP_OF[state] ?? 0;
}
