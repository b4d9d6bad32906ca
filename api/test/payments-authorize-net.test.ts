import { randomUUID } from 'node:crypto';

import { AuthorizeNetProcessor, shortKey } from '../src/payments/authorize-net/authorize-net.processor';
import type { ChargeRequest } from '../src/payments/payment-processor';
import { type FakeReply, type RecordedRequest, startFakeServer } from './support/fake-http-server';

// The Authorize.Net adapter against a local server speaking their documented JSON API
// (https://developer.authorize.net/api/reference/): createTransactionRequest with Accept.js
// opaque data, getTransactionDetailsRequest, refund/void; answers start with a byte order mark.

const BOM = '\uFEFF';
const OK = { resultCode: 'Ok', message: [{ code: 'I00001', text: 'Successful.' }] };
const FAILED = { resultCode: 'Error', message: [{ code: 'E00027', text: 'The transaction was unsuccessful.' }] };

type Body = Record<string, Record<string, unknown> & { transactionRequest?: Record<string, unknown> }>;

const reply = (body: unknown): FakeReply => ({ status: 200, body, raw: BOM + JSON.stringify(body) });
const txError = (responseCode: string, errorCode: string, errorText: string) =>
  reply({
    transactionResponse: { responseCode, authCode: '', transId: '0', accountNumber: 'XXXX0002', accountType: 'Visa', errors: [{ errorCode, errorText }] },
    refId: 'x',
    messages: FAILED,
  });

/** Refunds the server made for charge 50002/50003 (the ones a retry must find), as getUnsettledTransactionListRequest lists them. */
const made: { transId: string; invoiceNumber: string; amount: string; refTransId: string }[] = [];
/** Charge 50002's refund answers are lost this many more times (HTTP 503 after refunding). */
let losesRefundAnswers = 0;
/** The refunds settled in the nightly batch: the unsettled list no longer shows them. */
let listHides = false;

function answer(req: RecordedRequest): FakeReply {
  const body = JSON.parse(req.body) as Body;
  if (body.getUnsettledTransactionListRequest) {
    const transactions = (listHides ? [] : made).map((m) => ({
      transId: m.transId,
      transactionStatus: 'refundPendingSettlement',
      invoiceNumber: m.invoiceNumber,
      settleAmount: Number(m.amount),
    }));
    return reply({ transactions: [...transactions].reverse(), totalNumInResultSet: transactions.length, messages: OK });
  }
  if (body.getTransactionDetailsRequest) {
    const transId = body.getTransactionDetailsRequest.transId as string;
    const refund = made.find((m) => m.transId === transId);
    if (refund) {
      return reply({
        transaction: {
          transId,
          refTransId: refund.refTransId,
          transactionStatus: 'refundPendingSettlement',
          settleAmount: Number(refund.amount),
          order: { invoiceNumber: refund.invoiceNumber },
        },
        messages: OK,
      });
    }
    if (transId === '60002') return reply({ transaction: { transId, transactionStatus: 'voided', authAmount: 125.5, settleAmount: 0 }, messages: OK });
    if (transId === '404') return reply({ messages: { resultCode: 'Error', message: [{ code: 'E00040', text: 'The record cannot be found.' }] } });
    return reply({
      transaction: {
        transId,
        transactionStatus: transId === '60001' ? 'capturedPendingSettlement' : 'settledSuccessfully',
        authAmount: 125.5,
        settleAmount: 125.5,
        payment: { creditCard: { cardNumber: 'XXXX1111', expirationDate: 'XXXX', cardType: 'Visa' } },
      },
      messages: OK,
    });
  }
  const create = body.createTransactionRequest;
  if ((create.merchantAuthentication as { transactionKey: string }).transactionKey !== 'txn-key') {
    return reply({
      messages: { resultCode: 'Error', message: [{ code: 'E00007', text: 'User authentication failed due to invalid authentication values.' }] },
    });
  }
  const tx = create.transactionRequest!;
  const refTransId = tx.refTransId as string;
  if (tx.transactionType === 'refundTransaction' && (refTransId === '50002' || refTransId === '50003')) {
    const invoiceNumber = (tx.order as { invoiceNumber: string }).invoiceNumber;
    const earlier = made.find((m) => m.invoiceNumber === invoiceNumber && m.amount === tx.amount);
    // Within the duplicate window a repeat is refused, naming the refund made (charge 50003's list misses it: a settled batch).
    if (earlier) {
      return reply({
        transactionResponse: {
          responseCode: '3',
          transId: earlier.transId,
          errors: [{ errorCode: '11', errorText: 'A duplicate transaction has been submitted.' }],
        },
        refId: create.refId,
        messages: FAILED,
      });
    }
    made.push({ transId: refTransId === '50002' ? '70002' : '70003', invoiceNumber, amount: tx.amount as string, refTransId });
    if (refTransId === '50002' && losesRefundAnswers > 0) {
      losesRefundAnswers--;
      return { status: 503, body: { message: 'Service Unavailable' } };
    }
    return reply({ transactionResponse: { responseCode: '1', transId: made.at(-1)!.transId, refTransID: refTransId }, refId: create.refId, messages: OK });
  }
  if (tx.transactionType === 'refundTransaction' || tx.transactionType === 'voidTransaction') {
    return reply({
      transactionResponse: {
        responseCode: '1',
        transId: '70001',
        refTransID: tx.refTransId,
        messages: [{ code: '1', description: 'This transaction has been approved.' }],
      },
      refId: create.refId,
      messages: OK,
    });
  }
  const value = (tx.payment as { opaqueData: { dataValue: string } }).opaqueData.dataValue;
  switch (value) {
    case 'approved':
      return reply({
        transactionResponse: {
          responseCode: '1',
          authCode: 'HW617E',
          avsResultCode: 'Y',
          cvvResultCode: 'P',
          transId: '60001',
          refTransID: '',
          transHash: '',
          accountNumber: 'XXXX1111',
          accountType: 'Visa',
          messages: [{ code: '1', description: 'This transaction has been approved.' }],
        },
        refId: create.refId,
        messages: OK,
      });
    case 'declined':
      return txError('2', '2', 'This transaction has been declined.');
    case 'expired':
      return txError('3', '8', 'The credit card has expired.');
    case 'duplicate':
      return txError('3', '11', 'A duplicate transaction has been submitted.');
    case 'duplicate-of-approved':
      // With a duplicate window, Authorize.Net names the original transaction.
      return reply({
        transactionResponse: { responseCode: '3', transId: '60001', errors: [{ errorCode: '11', errorText: 'A duplicate transaction has been submitted.' }] },
        refId: create.refId,
        messages: FAILED,
      });
    case 'bad-token':
      return reply({ messages: { resultCode: 'Error', message: [{ code: 'E00114', text: 'Invalid OTS Token.' }] } });
    case 'unavailable':
      return { status: 503, body: { message: 'Service Unavailable' } };
    default:
      return txError('3', '5', 'A valid amount is required.');
  }
}

describe('payments: Authorize.Net adapter against their JSON API', () => {
  let server: Awaited<ReturnType<typeof startFakeServer>>;
  let anet: AuthorizeNetProcessor;

  beforeAll(async () => {
    server = await startFakeServer(answer);
    anet = new AuthorizeNetProcessor({
      loginId: 'login-id',
      transactionKey: 'txn-key',
      env: 'sandbox',
      endpoint: `http://127.0.0.1:${server.port}/xml/v1/request.api`,
    });
  });
  afterAll(() => server.close());
  beforeEach(() => server.requests.splice(0));

  const request = (dataValue: string, idempotencyKey = randomUUID()): ChargeRequest => ({
    amountCents: 12550,
    currency: 'USD',
    token: dataValue,
    tokenDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT',
    idempotencyKey,
    description: 'Invoice INV-9',
    metadata: { invoiceCode: 'INV-9' },
    customer: { name: 'Pema Wangmo Dorji', email: 'pema@example.bt', zipCode: '11001', phoneNumber: '+975 17 000000' },
  });

  it('sends authCaptureTransaction with opaque data, in schema order, and reads the approval', async () => {
    const key = randomUUID();
    expect(await anet.charge(request('approved', key))).toEqual({ status: 'succeeded', chargeId: '60001', brand: 'Visa', last4: '1111' });
    const [sent] = server.requests;
    expect(sent.method).toBe('POST');
    expect(sent.path).toBe('/xml/v1/request.api');
    expect(sent.headers['content-type']).toBe('application/json');
    const body = JSON.parse(sent.body) as Body;
    const create = body.createTransactionRequest;
    expect(Object.keys(create)).toEqual(['merchantAuthentication', 'refId', 'transactionRequest']);
    expect(create.merchantAuthentication).toEqual({ name: 'login-id', transactionKey: 'txn-key' });
    expect(create.refId).toBe(shortKey(key));
    expect((create.refId as string).length).toBeLessThanOrEqual(20);
    const tx = create.transactionRequest!;
    expect(Object.keys(tx)).toEqual(['transactionType', 'amount', 'payment', 'order', 'customer', 'billTo', 'transactionSettings']);
    expect(tx).toMatchObject({
      transactionType: 'authCaptureTransaction',
      amount: '125.50',
      payment: { opaqueData: { dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT', dataValue: 'approved' } },
      order: { invoiceNumber: shortKey(key), description: 'Invoice INV-9' },
      customer: { email: 'pema@example.bt' },
      billTo: { firstName: 'Pema', lastName: 'Wangmo Dorji', zip: '11001', phoneNumber: '+975 17 000000' },
      transactionSettings: { setting: [{ settingName: 'duplicateWindow', settingValue: '28800' }] },
    });
  });

  it('settles a duplicate (reason 11) by the original transaction it names: a retry after a lost answer is the first charge', async () => {
    expect(await anet.charge(request('duplicate-of-approved'))).toEqual({ status: 'succeeded', chargeId: '60001', brand: 'Visa', last4: '1111' });
    expect(server.requests.map((r) => Object.keys(JSON.parse(r.body) as object)[0])).toEqual(['createTransactionRequest', 'getTransactionDetailsRequest']);
    // Another amount is not this attempt's charge: still unknown.
    expect(await anet.charge({ ...request('duplicate-of-approved'), amountCents: 100 })).toMatchObject({ failCode: 'anet_11', unknown: 'duplicate' });
  });

  it('maps declines, card errors, duplicates, token and service failures', async () => {
    expect(await anet.charge(request('declined'))).toEqual({
      status: 'failed',
      errorType: 'card_error',
      failCode: 'anet_2',
      failMessage: 'This transaction has been declined.',
    });
    expect(await anet.charge(request('expired'))).toMatchObject({ errorType: 'card_error', failCode: 'anet_8', failMessage: 'The credit card has expired.' });
    expect(await anet.charge(request('duplicate'))).toMatchObject({ errorType: 'idempotency_error', failCode: 'anet_11', unknown: 'duplicate' });
    expect(await anet.charge(request('amount'))).toMatchObject({ errorType: 'invalid_request_error', failCode: 'anet_5' });
    expect(await anet.charge(request('bad-token'))).toEqual({
      status: 'failed',
      errorType: 'validation_error',
      failCode: 'E00114',
      failMessage: 'Invalid OTS Token.',
      unknown: 'tokenUsed',
    });
    expect(await anet.charge(request('unavailable'))).toMatchObject({ errorType: 'api_error', unknown: 'answerLost' });
    const wrongKey = new AuthorizeNetProcessor({
      loginId: 'login-id',
      transactionKey: 'wrong',
      env: 'sandbox',
      endpoint: `http://127.0.0.1:${server.port}/xml/v1/request.api`,
    });
    expect(await wrongKey.charge(request('approved'))).toMatchObject({ errorType: 'unknown_error', failCode: 'E00007' });
    const offline = new AuthorizeNetProcessor({ loginId: 'l', transactionKey: 'k', env: 'sandbox', endpoint: 'http://127.0.0.1:1/xml/v1/request.api' });
    expect(await offline.charge(request('approved'))).toMatchObject({ errorType: 'api_error' });
  });

  it("refunds a settled transaction with the card's last four digits", async () => {
    expect(await anet.refund({ chargeId: '50001', amountCents: 5000, idempotencyKey: 'refund-1' })).toEqual({ status: 'succeeded', refundId: '70001' });
    expect(JSON.parse(server.requests[0].body)).toEqual({
      getTransactionDetailsRequest: { merchantAuthentication: { name: 'login-id', transactionKey: 'txn-key' }, transId: '50001' },
    });
    // Then the unsettled transactions (an earlier try's refund would be there), then the refund.
    expect(Object.keys(JSON.parse(server.requests[1].body) as object)).toEqual(['getUnsettledTransactionListRequest']);
    const create = (JSON.parse(server.requests[2].body) as Body).createTransactionRequest;
    expect(create.refId).toBe(shortKey('refund-1'));
    const tx = create.transactionRequest!;
    expect(Object.keys(tx)).toEqual(['transactionType', 'amount', 'payment', 'refTransId', 'order', 'transactionSettings']);
    expect(tx).toEqual({
      transactionType: 'refundTransaction',
      amount: '50.00',
      payment: { creditCard: { cardNumber: '1111', expirationDate: 'XXXX' } },
      refTransId: '50001',
      order: { invoiceNumber: shortKey('refund-1') },
      transactionSettings: { setting: [{ settingName: 'duplicateWindow', settingValue: '28800' }] },
    });
  });

  const refundsSent = () =>
    server.requests.filter((r) => (JSON.parse(r.body) as Body).createTransactionRequest?.transactionRequest?.transactionType === 'refundTransaction').length;

  it('a refund whose answer is lost is found by its invoice number on the retry: refunded once, the same refund id', async () => {
    losesRefundAnswers = 1;
    const request = { chargeId: '50002', amountCents: 5000, idempotencyKey: 'refund-lost' };
    // The service refunded, then the answer was lost: an unknown outcome, never a refusal.
    expect(await anet.refund(request)).toMatchObject({ status: 'failed', errorType: 'api_error', unknown: 'answerLost' });
    expect(await anet.refund(request)).toEqual({ status: 'succeeded', refundId: '70002' });
    expect(refundsSent()).toBe(1);
    expect(made.filter((m) => m.refTransId === '50002')).toHaveLength(1);
    // Another refund of the same charge (its own key) is a refund of its own.
    expect(await anet.refund({ ...request, amountCents: 2500, idempotencyKey: 'refund-other' })).toEqual({ status: 'succeeded', refundId: '70002' });
    expect(made.filter((m) => m.refTransId === '50002')).toHaveLength(2);
  });

  it('a repeat the unsettled list no longer shows (settled) is refused as a duplicate naming the first refund, which is the answer', async () => {
    const request = { chargeId: '50003', amountCents: 5000, idempotencyKey: 'refund-dup' };
    expect(await anet.refund(request)).toEqual({ status: 'succeeded', refundId: '70003' });
    listHides = true;
    server.requests.splice(0);
    expect(await anet.refund(request)).toEqual({ status: 'succeeded', refundId: '70003' });
    listHides = false;
    expect(server.requests.map((r) => Object.keys(JSON.parse(r.body) as object)[0])).toEqual([
      'getTransactionDetailsRequest',
      'getUnsettledTransactionListRequest',
      'createTransactionRequest',
      'getTransactionDetailsRequest',
    ]);
    expect(made.filter((m) => m.refTransId === '50003')).toHaveLength(1);
  });

  it('a void whose answer was lost shows on the charge: a retry answers it without voiding again', async () => {
    expect(await anet.refund({ chargeId: '60002', amountCents: 12550, idempotencyKey: 'void-lost' })).toEqual({ status: 'succeeded', refundId: '60002' });
    expect(server.requests.map((r) => Object.keys(JSON.parse(r.body) as object)[0])).toEqual(['getTransactionDetailsRequest']);
  });

  it('voids an unsettled transaction in full and refuses a partial one until settlement', async () => {
    expect(await anet.refund({ chargeId: '60001', amountCents: 12550, idempotencyKey: 'refund-2' })).toEqual({ status: 'succeeded', refundId: '70001' });
    expect((JSON.parse(server.requests.at(-1)!.body) as Body).createTransactionRequest.transactionRequest).toEqual({
      transactionType: 'voidTransaction',
      refTransId: '60001',
    });
    expect(await anet.refund({ chargeId: '60001', amountCents: 100, idempotencyKey: 'refund-3' })).toMatchObject({
      status: 'failed',
      errorType: 'invalid_request_error',
      failCode: 'anet_unsettled',
    });
    expect(await anet.refund({ chargeId: '404', amountCents: 100, idempotencyKey: 'refund-4' })).toEqual({
      status: 'failed',
      errorType: 'invalid_request_error',
      failCode: 'E00040',
      failMessage: 'The record cannot be found.',
    });
  });

  it('chooses the endpoint by environment', () => {
    expect(Reflect.get(new AuthorizeNetProcessor({ loginId: 'l', transactionKey: 'k', env: 'sandbox' }), 'endpoint')).toBe(
      'https://apitest.authorize.net/xml/v1/request.api',
    );
    expect(Reflect.get(new AuthorizeNetProcessor({ loginId: 'l', transactionKey: 'k', env: 'production' }), 'endpoint')).toBe(
      'https://api.authorize.net/xml/v1/request.api',
    );
  });
});
