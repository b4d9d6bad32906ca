import { paymentErrorMessage } from '@pg/domain';

/** A processor's refusal in Stripe's shape ({type, code, message}), already worded for the payer. */
export class PaymentError extends Error {
  constructor(
    readonly type: string,
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'PaymentError';
  }

  /** Spec 000 section 8: the payer's message for a provider error family and its own text. */
  static fromProvider(error: { type?: unknown; code?: unknown; message?: unknown } | null | undefined): PaymentError {
    const type = typeof error?.type === 'string' ? error.type : '';
    const text = typeof error?.message === 'string' ? error.message : null;
    return new PaymentError(type, paymentErrorMessage(type, text), typeof error?.code === 'string' ? error.code : undefined);
  }
}
