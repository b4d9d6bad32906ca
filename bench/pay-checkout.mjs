// Benchmark 1, checkouts: payWebPayment through the Sandbox at 16 payers, measured as payInvoice
// is (CPU by process, SQL statements per payment), against the same bare floor.
import { cpuMeter } from './cpu.mjs';
import { resetStatements, statementsSince } from './statements.mjs';
import { closedLoop, inBatches } from './stats.mjs';

const PAY = `mutation($key: String, $token: String, $idem: String) {
  payWebPayment(accessKey: $key, stripeToken: $token, provider: sandbox, customerName: "Bench Payer",
    customerEmail: "bench.payer@example.test", zipCode: "11001", phoneNumber: "+975 17 000000", idempotencyKey: $idem) { status } }`;

/** Checkouts (REST, with a key of owner@demo.test) with a card token each: set-up, not measured. */
async function prepareCheckouts(api, baseUrl, count) {
  const owner = await api.login('owner@demo.test');
  const { apiKey, secretKey } = (await api.gql('mutation { createKeys(name: "bench checkouts") { apiKey secretKey } }', {}, owner)).createKeys;
  const authorization = `Basic ${Buffer.from(`${apiKey}:${secretKey}`).toString('base64')}`;
  const create = async (i) => {
    const res = await fetch(`${baseUrl}/api/v1/checkouts`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({
        amount: '450.00',
        orderId: `BENCH-${i}`,
        metadata: { room: String(i) },
        responseUrl: `${baseUrl}/payment-terms`,
        cancelUrl: `${baseUrl}/restricted-business`,
      }),
    });
    if (res.status !== 201) throw new Error(`bench checkout: ${res.status} ${await res.text()}`);
    const { url, code } = await res.json();
    return { code, accessKey: decodeURIComponent(new URL(url).pathname.split('/').pop()) };
  };
  const checkouts = await inBatches(count, 8, create);
  const tokens = await inBatches(count, 8, () => api.cardToken());
  return checkouts.map((c, i) => ({ ...c, token: tokens[i] }));
}

/** `count` checkouts paid by 16 payers: the run, its CPU by process and its statements per payment. */
export async function checkoutPhase({ api, baseUrl, db, groups, count }) {
  const warm = 4;
  const checkouts = await prepareCheckouts(api, baseUrl, count + warm);
  const payAt = async (c) => {
    const data = await api.gql(PAY, { key: c.accessKey, token: c.token, idem: `bench-${c.code}` });
    if (data.payWebPayment.status !== 'paid') throw new Error(`checkout ${data.payWebPayment.status}`);
  };
  await closedLoop({ count: warm, concurrency: 4, op: (i) => payAt(checkouts[i]) });
  await resetStatements(db);
  const meter = groups ? cpuMeter(groups) : undefined;
  const run = await closedLoop({ count, concurrency: 16, op: (i) => payAt(checkouts[warm + i]) });
  const cpu = meter?.();
  const statements = await statementsSince(db, run.count - run.failed);
  await new Promise((r) => setTimeout(r, 1500)); // let the receipts drain
  return { run, cpu, statements };
}
