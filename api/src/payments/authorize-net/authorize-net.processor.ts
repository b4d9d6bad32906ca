import { createHash } from 'node:crypto';

import type {
  AuthorizationRequest,
  AuthorizationResult,
  ChargeRequest,
  ChargeResult,
  PaymentProcessor,
  RefundRequest,
  RefundResult,
} from '../payment-processor';
import { AUTHORIZE_NET_ENDPOINTS, type PaymentsConfig } from '../payments-config';
import { ANET_OWN_CODES, type AnetFailure, mapApiError, mapTransactionError, UNAVAILABLE } from './authorize-net-errors';
import type { AnetCreateTransactionResponse, AnetTransactionDetailsResponse, AnetUnsettledListResponse } from './authorize-net-types';

type AnetSettings = NonNullable<PaymentsConfig['authorizeNet']>;

/** Statuses in which a transaction has not settled yet: it is voided, not refunded. */
const UNSETTLED = new Set(['authorizedPendingCapture', 'capturedPendingSettlement', 'FDSPendingReview', 'FDSAuthorizedPendingReview']);
/** Statuses of a charge that went through (authorised, captured or settled). */
const APPROVED = new Set(['authorizedPendingCapture', 'capturedPendingSettlement', 'settledSuccessfully']);
/** Statuses of an authorisation that was captured (issue 41). */
const CAPTURED = new Set(['capturedPendingSettlement', 'settledSuccessfully']);
/** Statuses of a refund that went through (pending settlement or settled). */
const REFUNDED = new Set(['refundPendingSettlement', 'refundSettledSuccessfully']);
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
          // Issue 41, review: authorised only; capture() or voidAuthorization() settles it.
          transactionType: request.capture === false ? 'authOnlyTransaction' : 'authCaptureTransaction',
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
        ...(request.capture === false ? { captured: false } : {}),
        ...(tx.accountType ? { brand: tx.accountType } : {}),
        ...(tx.accountNumber ? { last4: tx.accountNumber.slice(-4) } : {}),
      };
    }
    if (tx && (tx.errors?.length || tx.responseCode !== '1')) {
      const failure = mapTransactionError(tx);
      if (failure.unknown !== 'duplicate' || !failure.chargeId) return failure;
      const original = await this.originalOf(failure, failure.chargeId, request.amountCents);
      return original.status === 'succeeded' && request.capture === false ? { ...original, captured: false } : original;
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
   * the transaction is read first; an unsettled full refund is a void instead. Authorize.Net
   * keeps no idempotency key, so a retry after a lost answer must not refund again: the refund
   * carries our key's digest as its invoice number with a duplicate window, and before refunding
   * the unsettled transactions are read for one with that invoice number (an earlier try's
   * refund); a void shows on the charge itself (voided). A duplicate answer is settled by the
   * refund it names.
   */
  async refund(request: RefundRequest): Promise<RefundResult> {
    const key = shortKey(request.idempotencyKey);
    const details = await this.post<AnetTransactionDetailsResponse>({
      getTransactionDetailsRequest: { merchantAuthentication: this.auth(), transId: request.chargeId },
    });
    if (!details) return UNAVAILABLE;
    const transaction = details.transaction;
    if (details.messages.resultCode !== 'Ok' || !transaction) return strip(mapApiError(details.messages));
    const authorised = Math.round((transaction.settleAmount ?? transaction.authAmount ?? 0) * 100);
    // An earlier try voided it (its answer was lost): the void is the refund.
    if (transaction.transactionStatus === 'voided' && request.amountCents === Math.round((transaction.authAmount ?? 0) * 100))
      return { status: 'succeeded', refundId: transaction.transId };
    const unsettled = UNSETTLED.has(transaction.transactionStatus);
    if (unsettled && request.amountCents !== authorised) {
      return {
        status: 'failed',
        errorType: 'invalid_request_error',
        failCode: ANET_OWN_CODES[1],
        failMessage: 'A partial refund is possible only after the payment has settled.',
      };
    }
    if (!unsettled) {
      const earlier = await this.earlierRefund(key, request.amountCents);
      if (earlier === undefined) return UNAVAILABLE;
      if (earlier) return { status: 'succeeded', refundId: earlier };
    }
    const transactionRequest = unsettled
      ? { transactionType: 'voidTransaction', refTransId: request.chargeId }
      : {
          transactionType: 'refundTransaction',
          amount: dollars(request.amountCents),
          payment: { creditCard: { cardNumber: transaction.payment?.creditCard?.cardNumber.slice(-4) ?? '', expirationDate: 'XXXX' } },
          refTransId: request.chargeId,
          order: { invoiceNumber: key },
          transactionSettings: { setting: [{ settingName: 'duplicateWindow', settingValue: DUPLICATE_WINDOW_SECONDS }] },
        };
    const response = await this.post<AnetCreateTransactionResponse>({
      createTransactionRequest: { merchantAuthentication: this.auth(), refId: key, transactionRequest },
    });
    if (!response) return UNAVAILABLE;
    const tx = response.transactionResponse;
    if (tx?.responseCode === '1' && tx.transId) return { status: 'succeeded', refundId: tx.transId };
    const failure = tx ? mapTransactionError(tx) : mapApiError(response.messages);
    if (failure.unknown === 'duplicate' && failure.chargeId) return this.originalRefund(failure, failure.chargeId, request);
    return strip(failure);
  }

  /**
   * This refund's transaction, if an earlier try made it: the unsettled transactions (newest
   * first) with our invoice number and amount. Null when there is none; undefined when the list
   * could not be read (the outcome stays unknown). A refund settled since (the nightly batch) is
   * no longer in this list; within the duplicate window Authorize.Net refuses its repeat instead.
   */
  private async earlierRefund(invoiceNumber: string, amountCents: number): Promise<string | null | undefined> {
    const list = await this.post<AnetUnsettledListResponse>({
      getUnsettledTransactionListRequest: {
        merchantAuthentication: this.auth(),
        sorting: { orderBy: 'submitTimeUTC', orderDescending: 'true' },
        paging: { limit: '1000', offset: '1' },
      },
    });
    if (!list || list.messages.resultCode !== 'Ok') return undefined;
    const found = (list.transactions ?? []).find(
      (t) => t.invoiceNumber === invoiceNumber && REFUNDED.has(t.transactionStatus) && Math.round((t.settleAmount ?? 0) * 100) === amountCents,
    );
    return found?.transId ?? null;
  }

  /** A duplicate refund (reason 11) names the refund already made: this refund's, when its record says a refund of this charge and amount. */
  private async originalRefund(duplicate: AnetFailure, transId: string, request: RefundRequest): Promise<RefundResult> {
    const details = await this.post<AnetTransactionDetailsResponse>({ getTransactionDetailsRequest: { merchantAuthentication: this.auth(), transId } });
    const original = details?.transaction;
    if (
      original &&
      REFUNDED.has(original.transactionStatus) &&
      original.refTransId === request.chargeId &&
      Math.round((original.settleAmount ?? original.authAmount ?? 0) * 100) === request.amountCents
    ) {
      return { status: 'succeeded', refundId: original.transId };
    }
    return strip(duplicate);
  }

  /**
   * Issue 41: captures an authorisation (priorAuthCaptureTransaction). The transaction is read
   * first: one captured already (an earlier try whose answer was lost) is this request's success.
   */
  capture(request: AuthorizationRequest): Promise<AuthorizationResult> {
    return this.settleAuthorization(request, CAPTURED, {
      transactionType: 'priorAuthCaptureTransaction',
      amount: dollars(request.amountCents),
      refTransId: request.chargeId,
    });
  }

  /** Issue 41: releases an authorisation (voidTransaction); one voided already is this request's success. */
  voidAuthorization(request: AuthorizationRequest): Promise<AuthorizationResult> {
    return this.settleAuthorization(request, new Set(['voided']), { transactionType: 'voidTransaction', refTransId: request.chargeId });
  }

  private async settleAuthorization(request: AuthorizationRequest, done: Set<string>, transactionRequest: object): Promise<AuthorizationResult> {
    const details = await this.post<AnetTransactionDetailsResponse>({
      getTransactionDetailsRequest: { merchantAuthentication: this.auth(), transId: request.chargeId },
    });
    if (!details) return UNAVAILABLE;
    if (details.messages.resultCode !== 'Ok' || !details.transaction) return strip(mapApiError(details.messages));
    if (done.has(details.transaction.transactionStatus)) return { status: 'succeeded' };
    const response = await this.post<AnetCreateTransactionResponse>({
      createTransactionRequest: { merchantAuthentication: this.auth(), refId: shortKey(request.idempotencyKey), transactionRequest },
    });
    if (!response) return UNAVAILABLE;
    const tx = response.transactionResponse;
    if (tx?.responseCode === '1') return { status: 'succeeded' };
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
        // refund 60 s: at most four posts of 12 s), so Temporal never starts a second attempt while
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
