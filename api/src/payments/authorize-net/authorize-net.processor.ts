import { createHash } from 'node:crypto';

import type { ChargeRequest, ChargeResult, PaymentProcessor, RefundRequest, RefundResult } from '../payment-processor';
import { AUTHORIZE_NET_ENDPOINTS, type PaymentsConfig } from '../payments-config';
import { type AnetFailure, mapApiError, mapTransactionError, UNAVAILABLE } from './authorize-net-errors';
import type { AnetCreateTransactionResponse, AnetTransactionDetailsResponse } from './authorize-net-types';

type AnetSettings = NonNullable<PaymentsConfig['authorizeNet']>;

/** Statuses in which a transaction has not settled yet: it is voided, not refunded. */
const UNSETTLED = new Set(['authorizedPendingCapture', 'capturedPendingSettlement', 'FDSPendingReview', 'FDSAuthorizedPendingReview']);
/** Statuses of a charge that went through (authorised, captured or settled). */
const APPROVED = new Set(['authorizedPendingCapture', 'capturedPendingSettlement', 'settledSuccessfully']);
/** Eight hours: a retried call inside this window is refused as a duplicate, never charged twice. */
const DUPLICATE_WINDOW_SECONDS = '28800';

const dollars = (cents: number): string => (cents / 100).toFixed(2);

/** refId and invoiceNumber allow 20 characters: a stable digest of our idempotency key. */
export const shortKey = (key: string): string => createHash('sha256').update(key).digest('hex').slice(0, 20);

// Authorize.Net over its JSON API with Accept.js opaque data (the browser tokenises the card).
export class AuthorizeNetProcessor implements PaymentProcessor {
  readonly name = 'authorizeNet' as const;
  private readonly endpoint: string;

  constructor(private readonly settings: AnetSettings) {
    this.endpoint = settings.endpoint ?? AUTHORIZE_NET_ENDPOINTS[settings.env];
  }

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    const [firstName, ...rest] = request.customer.name.trim().split(/\s+/);
    const key = shortKey(request.idempotencyKey);
    const body = {
      createTransactionRequest: {
        merchantAuthentication: this.auth(),
        refId: key,
        transactionRequest: {
          transactionType: 'authCaptureTransaction',
          amount: dollars(request.amountCents),
          payment: {
            opaqueData: {
              dataDescriptor: request.tokenDescriptor ?? 'COMMON.ACCEPT.INAPP.PAYMENT',
              dataValue: request.token,
            },
          },
          order: { invoiceNumber: key, description: request.description.slice(0, 255) },
          ...(request.customer.email ? { customer: { email: request.customer.email } } : {}),
          billTo: {
            firstName: (firstName ?? '').slice(0, 50),
            lastName: rest.join(' ').slice(0, 50),
            zip: request.customer.zipCode.slice(0, 20),
            phoneNumber: request.customer.phoneNumber.slice(0, 25),
          },
          transactionSettings: { setting: [{ settingName: 'duplicateWindow', settingValue: DUPLICATE_WINDOW_SECONDS }] },
        },
      },
    };
    const response = await this.post<AnetCreateTransactionResponse>(body);
    if (!response) return UNAVAILABLE;
    const tx = response.transactionResponse;
    if (tx?.responseCode === '1' && tx.transId) {
      return {
        status: 'succeeded',
        chargeId: tx.transId,
        ...(tx.accountType ? { brand: tx.accountType } : {}),
        ...(tx.accountNumber ? { last4: tx.accountNumber.slice(-4) } : {}),
      };
    }
    if (tx && (tx.errors?.length || tx.responseCode !== '1')) {
      const failure = mapTransactionError(tx);
      return failure.unknown === 'duplicate' && failure.chargeId ? this.originalOf(failure, failure.chargeId, request.amountCents) : failure;
    }
    return mapApiError(response.messages);
  }

  /**
   * A duplicate (reason 11) names the original transaction when the request set a duplicate
   * window (ours does): an earlier try of this attempt, same invoice number. Its own record says
   * how it ended; until it says so plainly, the duplicate stays an unknown outcome.
   */
  private async originalOf(duplicate: AnetFailure, transId: string, amountCents: number): Promise<ChargeResult> {
    const details = await this.post<AnetTransactionDetailsResponse>({ getTransactionDetailsRequest: { merchantAuthentication: this.auth(), transId } });
    const original = details?.transaction;
    if (!original || Math.round((original.authAmount ?? 0) * 100) !== amountCents) return duplicate;
    if (APPROVED.has(original.transactionStatus)) {
      const card = original.payment?.creditCard;
      return {
        status: 'succeeded',
        chargeId: original.transId,
        ...(card?.cardType ? { brand: card.cardType } : {}),
        ...(card ? { last4: card.cardNumber.slice(-4) } : {}),
      };
    }
    if (original.transactionStatus === 'declined') {
      return { status: 'failed', errorType: 'card_error', failCode: 'anet_2', failMessage: 'This transaction has been declined.', chargeId: original.transId };
    }
    return duplicate;
  }

  /**
   * Refunds need the card's last four digits and only work once the charge has settled, so
   * the transaction is read first; an unsettled full refund is a void instead.
   */
  async refund(request: RefundRequest): Promise<RefundResult> {
    const details = await this.post<AnetTransactionDetailsResponse>({
      getTransactionDetailsRequest: { merchantAuthentication: this.auth(), transId: request.chargeId },
    });
    if (!details) return UNAVAILABLE;
    const transaction = details.transaction;
    if (details.messages.resultCode !== 'Ok' || !transaction) return strip(mapApiError(details.messages));
    const authorised = Math.round((transaction.settleAmount ?? transaction.authAmount ?? 0) * 100);
    const unsettled = UNSETTLED.has(transaction.transactionStatus);
    if (unsettled && request.amountCents !== authorised) {
      return {
        status: 'failed',
        errorType: 'invalid_request_error',
        failCode: 'anet_unsettled',
        failMessage: 'A partial refund is possible only after the payment has settled.',
      };
    }
    const transactionRequest = unsettled
      ? { transactionType: 'voidTransaction', refTransId: request.chargeId }
      : {
          transactionType: 'refundTransaction',
          amount: dollars(request.amountCents),
          payment: { creditCard: { cardNumber: transaction.payment?.creditCard?.cardNumber.slice(-4) ?? '', expirationDate: 'XXXX' } },
          refTransId: request.chargeId,
        };
    const response = await this.post<AnetCreateTransactionResponse>({
      createTransactionRequest: { merchantAuthentication: this.auth(), refId: shortKey(request.idempotencyKey), transactionRequest },
    });
    if (!response) return UNAVAILABLE;
    const tx = response.transactionResponse;
    if (tx?.responseCode === '1' && tx.transId) return { status: 'succeeded', refundId: tx.transId };
    return strip(tx ? mapTransactionError(tx) : mapApiError(response.messages));
  }

  private auth() {
    return { name: this.settings.loginId, transactionKey: this.settings.transactionKey };
  }

  /** Null when the service could not be reached or answered something that is not its JSON. */
  private async post<T>(body: object): Promise<T | null> {
    try {
      const res = await fetch(this.endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        // Shorter than the activities' start-to-close (charge 45 s: one post and a lookup;
        // refund 60 s: two posts and a lookup), so Temporal never starts a second attempt while
        // this one still waits on Authorize.Net.
        signal: AbortSignal.timeout(12000),
      });
      if (!res.ok) return null;
      // Authorize.Net prefixes its JSON with a UTF-8 byte order mark.
      return JSON.parse((await res.text()).replace(/^\uFEFF/, '')) as T;
    } catch {
      return null;
    }
  }
}

/** A refund failure carries no charge id. */
function strip({ errorType, failCode, failMessage, unknown }: AnetFailure): RefundResult {
  return { status: 'failed', errorType, failCode, failMessage, ...(unknown ? { unknown } : {}) };
}
