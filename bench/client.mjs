import { createRequire } from 'node:module';
import { setTimeout as wait } from 'node:timers/promises';

// The bench's HTTP client of the API under test: GraphQL and the Sandbox's card tokens.

const require = createRequire(import.meta.url);
/** The last TOTP step used per demo account in this process: the API takes each code once. */
const lastStep = new Map();

/** The demo key's code for the next unused step (test-support/demo-totp.ts, for the built API). */
async function demoCode(email) {
  const { totpCodeAt, totpStep } = require('../api/dist/auth/second-factor/totp.js');
  const { DEMO_TOTP_KEY } = require('../api/dist/seeders/demo-data.js');
  const step = Math.max(totpStep(), (lastStep.get(email) ?? 0) + 1);
  lastStep.set(email, step);
  // A step after the next is not accepted yet: wait for the clock to reach it.
  while (totpStep() + 1 < step) await wait(250);
  return totpCodeAt(DEMO_TOTP_KEY, step);
}
export function apiClient(baseUrl) {
  async function gql(query, variables = {}, token) {
    const res = await fetch(`${baseUrl}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const body = await res.json();
    if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join('; '));
    return body.data;
  }

  async function login(email, password = 'Demo1234!') {
    const data = await gql('mutation($input: CreateSessionInput!) { createSession(input: $input) { token secondFactorChallenge } }', {
      input: { email, password },
    });
    if (data.createSession.token) return data.createSession.token;
    // Enrolled demo accounts (staff, Owner, Admin): the second step with the demo key's next code (issue 44).
    const code = await demoCode(email);
    const verified = await gql('mutation($input: VerifySecondFactorInput!) { verifySecondFactor(input: $input) { token } }', {
      input: { challenge: data.createSession.secondFactorChallenge, code },
    });
    return verified.verifySecondFactor.token;
  }

  /** A single-use Sandbox token for a card, as the pay page gets one. */
  async function cardToken(cardNumber = '4242424242424242') {
    const res = await fetch(`${baseUrl}/sandbox/tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ cardNumber, expMonth: 12, expYear: new Date().getFullYear() + 3, cvc: '123', name: 'Bench Payer' }),
    });
    const body = await res.json();
    if (!res.ok) throw new Error(`sandbox token: ${JSON.stringify(body)}`);
    return body.token;
  }

  return { gql, login, cardToken };
}
