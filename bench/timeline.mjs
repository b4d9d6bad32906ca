// Benchmark: processTimeline (issue 16) for a refund's process, read from its Temporal history
// (one fetchHistory call) and, while it runs, its state query: a running refund waiting for the
// bank and an ended one (refunded), as PG Admin, at 1 and 16 connections.
import { apiClient } from './client.mjs';
import { prepareInvoices } from './pay.mjs';
import { closedLoop, fmt, table } from './stats.mjs';

const PAY = `mutation($invoiceId: ID, $accessKey: String, $token: String, $key: String) {
  payInvoice(invoiceId: $invoiceId, accessKey: $accessKey, stripeToken: $token, provider: sandbox,
    customerName: "Bench Payer", zipCode: "11001", phoneNumber: "+975 17 000000", idempotencyKey: $key) { id status } }`;
const REQUEST = 'mutation($refund: RequestRefundInput!) { requestRefund(refund: $refund) { id code } }';
const TIMELINE = 'query($id: ID!) { processTimeline(kind: REFUND, id: $id) { running steps { at title actor state } } }';

async function refundAt(api, tokens, invoice, stages) {
  await api.gql(PAY, { invoiceId: invoice.id, accessKey: invoice.accessKey, token: invoice.token, key: `bench-timeline-${invoice.id}` });
  const input = {
    parentEntityId: invoice.id,
    type: 'invoice',
    reason: 'cancellationByCustomer',
    notes: 'bench',
    lineItems: [{ description: 'Night', amount: 50 }],
  };
  const { requestRefund: refund } = await api.gql(REQUEST, { refund: input }, tokens.owner);
  for (const [who, mutation] of stages) await api.gql(`mutation($id: ID!) { ${mutation}(id: $id) { id } }`, { id: refund.id }, tokens[who]);
  return refund;
}

export async function timelineBenchmark({ baseUrl, requests = 400, maxMs = 15000 }) {
  const api = apiClient(baseUrl);
  const tokens = {};
  for (const [who, email] of Object.entries({ owner: 'owner@demo.test', bank: 'bank.admin@demo.test', pg: 'pg.admin@demo.test' }))
    tokens[who] = await api.login(email);
  const [a, b] = await prepareInvoices(api, 2);
  const running = await refundAt(api, tokens, a, [['owner', 'merchantApprove']]);
  const ended = await refundAt(api, tokens, b, [
    ['owner', 'merchantApprove'],
    ['bank', 'approveRefund'],
    ['pg', 'approveRefund'],
    ['pg', 'resolvedAsRefunded'],
  ]);
  const rows = [];
  for (const [label, refund] of [
    ['running (history + state query)', running],
    ['ended (history only)', ended],
  ]) {
    let steps = 0;
    const once = async () => {
      const { processTimeline } = await api.gql(TIMELINE, { id: refund.id }, tokens.pg);
      steps = processTimeline.steps.length;
    };
    await closedLoop({ count: 20, concurrency: 2, op: once });
    for (const concurrency of [1, 16]) {
      const load = await closedLoop({ count: concurrency === 1 ? requests / 4 : requests, concurrency, op: once, maxMs });
      rows.push([`${label}, ${steps} steps`, concurrency, load.count, fmt(load.perSecond), fmt(load.p50), fmt(load.p99), load.failed]);
    }
  }
  return { rows };
}

export function printTimeline({ rows }) {
  console.log(table([['processTimeline(kind: REFUND)', 'connections', 'requests', 'requests/s', 'p50 ms', 'p99 ms', 'failed'], ...rows]));
}
