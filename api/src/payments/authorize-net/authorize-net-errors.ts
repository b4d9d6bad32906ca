import type { ProcessorErrorType, ProcessorFailure } from '../payment-processor';
import type { AnetMessages, AnetTransactionResponse } from './authorize-net-types';

export type AnetFailure = ProcessorFailure & { chargeId?: string };

// Response reason codes (transactionResponse.errors[].errorCode) that are about the card or
// its holder: the payer can act on the text. https://developer.authorize.net/api/reference/responseCodes.html
export const CARD_REASONS = new Set([
  '2',
  '3',
  '4',
  '6',
  '7',
  '8',
  '27',
  '37',
  '44',
  '45',
  '65',
  '78',
  '127',
  '141',
  '145',
  '165',
  '200',
  '201',
  '202',
  '250',
  '251',
  '254',
  '315',
  '316',
  '317',
]);
/** Duplicate transaction inside the duplicate window: the retry-safety net. */
export const DUPLICATE_REASON = '11';
/** Processor or gateway trouble: try later. */
export const SERVICE_REASONS = new Set([
  '19',
  '20',
  '21',
  '22',
  '23',
  '25',
  '26',
  '35',
  '57',
  '58',
  '59',
  '60',
  '61',
  '62',
  '63',
  '120',
  '121',
  '122',
  '153',
  '180',
  '181',
]);

// API-level result codes (messages.message[].code) when there is no transaction response.
export const OTS_TOKEN_CODES = new Set(['E00114', 'E00117', 'E00118', 'E00119', 'E00120', 'E00121', 'E00122', 'E00123', 'E00124']);
export const SERVICE_CODES = new Set(['E00001', 'E00002', 'E00035', 'E00104']);
export const CREDENTIAL_CODES = new Set(['E00007', 'E00008', 'E00009', 'E00011', 'E00054', 'E00059']);

/** A transaction response's own codes (2 declined, 3 error, 4 held for review): the failCode when it lists no error. */
export const RESPONSE_CODES = ['2', '3', '4'] as const;

/** The adapter's codes of its own: no answer, a partial refund of an unsettled charge. */
export const ANET_OWN_CODES = ['anet_unavailable', 'anet_unsettled'] as const;

export function mapTransactionError(response: AnetTransactionResponse): AnetFailure {
  const error = response.errors?.[0];
  const code = error?.errorCode ?? response.responseCode;
  const text = error?.errorText ?? response.messages?.[0]?.description ?? 'This transaction has been declined.';
  const chargeId = response.transId && response.transId !== '0' ? response.transId : undefined;
  let errorType: ProcessorErrorType;
  // A duplicate is a repeat of a transaction Authorize.Net already has (ours, same invoice
  // number): it says nothing about whether that one was approved, so it is looked up.
  if (code === DUPLICATE_REASON)
    return {
      status: 'failed',
      errorType: 'idempotency_error',
      failCode: `anet_${code}`,
      failMessage: text,
      unknown: 'duplicate',
      ...(chargeId ? { chargeId } : {}),
    };
  if (response.responseCode === '2' || response.responseCode === '4' || CARD_REASONS.has(code)) errorType = 'card_error';
  else if (SERVICE_REASONS.has(code)) errorType = 'api_error';
  else errorType = 'invalid_request_error';
  return { status: 'failed', errorType, failCode: `anet_${code}`, failMessage: text, ...(chargeId ? { chargeId } : {}) };
}

export function mapApiError(messages: AnetMessages): AnetFailure {
  const first = messages.message[0] ?? { code: 'E00001', text: 'An error occurred during processing.' };
  let errorType: ProcessorErrorType;
  // Accept.js opaque data is single use: after an earlier try of the same attempt this may mean that try spent it.
  if (OTS_TOKEN_CODES.has(first.code))
    return { status: 'failed', errorType: 'validation_error', failCode: first.code, failMessage: first.text, unknown: 'tokenUsed' };
  // Authorize.Net's own trouble with no transaction in the answer: the request may have run.
  if (SERVICE_CODES.has(first.code)) return { status: 'failed', errorType: 'api_error', failCode: first.code, failMessage: first.text, unknown: 'answerLost' };
  // Our credentials are wrong: nothing the payer can fix or should read about.
  if (CREDENTIAL_CODES.has(first.code)) errorType = 'unknown_error';
  else errorType = 'invalid_request_error';
  return { status: 'failed', errorType, failCode: first.code, failMessage: first.text };
}

export const UNAVAILABLE: AnetFailure = {
  status: 'failed',
  errorType: 'api_error',
  failCode: ANET_OWN_CODES[0],
  failMessage: 'Authorize.Net did not answer.',
  // A timeout or a lost connection after the request was sent: it may have run.
  unknown: 'answerLost',
};
