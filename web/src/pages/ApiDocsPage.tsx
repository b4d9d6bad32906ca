import { Card, Spinner } from '@pg/ui-kit';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';

import { CodeSample, TableScroll } from '../modules/developer-keys/api-reference/DocBlocks';
import { WebhooksGuide } from '../modules/webhooks/components/WebhooksGuide';

// The reference is rendered from /api/v1/openapi.json by code of its own, loaded only here.
const ApiReference = lazy(() => import('../modules/developer-keys/api-reference/ApiReference').then((m) => ({ default: m.ApiReference })));

const Doc = styled.article`
  display: grid;
  gap: 20px;
  max-width: 920px;
  h1 {
    margin: 0;
    font-size: 24px;
  }
  h3 {
    margin: 16px 0 8px;
    font-size: 16px;
  }
  p,
  li {
    line-height: 1.6;
  }
  pre {
    margin: 0;
    padding: 12px 16px;
    overflow-x: auto;
    border-radius: 8px;
    background: ${({ theme }) => theme.colors.background};
    font-size: 13px;
  }
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: 14px;
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.sm - 0.02}px) {
    th,
    td {
      padding: 6px 4px;
    }
  }
  th,
  td {
    text-align: left;
    vertical-align: top;
    padding: 6px 8px;
    /* long words wrap on phones instead of widening the page; field names stay whole */
    overflow-wrap: break-word;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;
const Section = styled.div`
  padding: 16px 20px 20px;
`;

export const API_DOCS_TITLE = 'Checkout API';

const CURL = `curl -X POST https://YOUR-GATEWAY-HOST/api/v1/checkouts \\
  -u "pk_live_...:sk_live_..." \\
  -H "Content-Type: application/json" \\
  -d '{
    "amount": "450.00",
    "currency": "USD",
    "orderId": "ORDER-1001",
    "responseUrl": "https://shop.example/booking/complete?order=ORDER-1001",
    "cancelUrl": "https://shop.example/booking/cancelled?order=ORDER-1001",
    "metadata": { "tour": "Paro Valley day hike", "travellers": "2" }
  }'`;

const RESPONSE = `HTTP/1.1 201 Created
{
  "id": "0d6e1c1a-...",
  "code": "CHK-2026-004217",
  "status": "unpaid",
  "amount": "450.00",
  "transactionFee": "11.21",
  "total": "461.21",
  "currency": "USD",
  "orderId": "ORDER-1001",
  "metadata": { "tour": "Paro Valley day hike", "travellers": "2" },
  "responseUrl": "https://shop.example/booking/complete?order=ORDER-1001",
  "cancelUrl": "https://shop.example/booking/cancelled?order=ORDER-1001",
  "url": "https://YOUR-GATEWAY-HOST/checkout/Xk2...",
  "createdAt": "2026-11-23T08:00:00.000Z",
  "paidAt": null
}`;

const ERROR = `HTTP/1.1 400 Bad Request
{
  "error": {
    "type": "invalid_request_error",
    "code": "parameter_invalid",
    "message": "amount must be a number greater than 0 with at most 2 decimals",
    "param": "amount",
    "fields": { "amount": "amount must be a number greater than 0 with at most 2 decimals" },
    "request_id": "5f0c7a9e-2b1d-4c1e-9a43-0e6d2f1b7c11"
  }
}`;

const REFUND = `curl -X POST https://YOUR-GATEWAY-HOST/api/v1/checkouts/0d6e1c1a-.../refunds \\
  -u "pk_live_...:sk_live_..." \\
  -H "Idempotency-Key: refund-ORDER-1001-1" \\
  -H "Content-Type: application/json" \\
  -d '{ "amount": "50.00", "reason": "cancellationByCustomer" }'`;

/** /developer/api-docs: guides to the merchant REST API around its reference (linked from /developer, spec 002). */
export function ApiDocsPage() {
  return (
    <Doc aria-labelledby="api-docs-title">
      <h1 id="api-docs-title">{API_DOCS_TITLE}</h1>
      <p>
        Your server creates a hosted checkout, sends the customer to its <code>url</code>, and gets the customer back on your <code>responseUrl</code> (paid) or{' '}
        <code>cancelUrl</code> (cancelled). Create an API key on <Link to="/developer">Developer Settings</Link>; its secret is shown once. Keep the secret on
        your server only.
      </p>
      <Card title="Authentication">
        <Section>
          <p>
            Send the API key and its secret as HTTP Basic credentials: user <code>pk_live_…</code>, password <code>sk_live_…</code>. Inactive or deleted keys
            are refused. After 10 failed attempts in 10 minutes an address is refused with <code>429</code> for the rest of the window.
          </p>
        </Section>
      </Card>
      <Card title="Test mode">
        <Section>
          <p>
            Keys are live (<code>pk_live_…</code> / <code>sk_live_…</code>) or test (<code>pk_test_…</code> / <code>sk_test_…</code>): choose the mode when you
            generate a key. Checkouts made with a test key are test checkouts: every answer and webhook event about them has{' '}
            <code>&quot;livemode&quot;: false</code> (their refunds and disputes too), and they are always paid at the Sandbox, whatever card processor is
            configured, so no real card is charged. Use the Sandbox test cards: <code>4242 4242 4242 4242</code> succeeds, <code>4000 0000 0000 0002</code> is
            declined, <code>4000 0000 0000 0259</code> succeeds and then opens a dispute (its <code>dispute.created</code> event follows).
          </p>
          <p>
            Test checkouts are never paid out: they are in no transfer, ledger balance, report or live dashboard figure. In the app, switch the header&apos;s{' '}
            <em>Viewing: Live data / Test data</em> to see them on Checkouts, Refunds, Disputes and the dashboard, each marked <em>Test</em>.
          </p>
        </Section>
      </Card>
      <Card title="POST /api/v1/checkouts">
        <Section>
          <h3>Request body (JSON)</h3>
          <TableScroll label="Request body fields">
            <table>
              <thead>
                <tr>
                  <th>Field</th>
                  <th>Required</th>
                  <th>Meaning</th>
                </tr>
              </thead>
              <tbody>
                <tr>
                  <td>
                    <code>amount</code>
                  </td>
                  <td>yes</td>
                  <td>
                    What you charge, in dollars with at most 2 decimals (a string or a number), above 0 and at most 1000000.00. The customer pays it plus the
                    customer processing fee.
                  </td>
                </tr>
                <tr>
                  <td>
                    <code>currency</code>
                  </td>
                  <td>no</td>
                  <td>
                    <code>USD</code> (the default and, for now, the only currency).
                  </td>
                </tr>
                <tr>
                  <td>
                    <code>orderId</code>
                  </td>
                  <td>no</td>
                  <td>Your reference, up to 100 characters; shown on the checkout and in your list.</td>
                </tr>
                <tr>
                  <td>
                    <code>responseUrl</code>
                  </td>
                  <td>yes</td>
                  <td>
                    An http(s) URL. After a successful payment the customer is sent there after 5 seconds, with <code>customerName</code> appended to the query.
                  </td>
                </tr>
                <tr>
                  <td>
                    <code>cancelUrl</code>
                  </td>
                  <td>yes</td>
                  <td>An http(s) URL. If the customer cancels, they are sent there after 5 seconds.</td>
                </tr>
                <tr>
                  <td>
                    <code>metadata</code>
                  </td>
                  <td>no</td>
                  <td>An object of up to 20 keys (40 characters each) with text values (up to 500 characters); shown on the checkout detail.</td>
                </tr>
              </tbody>
            </table>
          </TableScroll>
          <h3>Example</h3>
          <CodeSample>{CURL}</CodeSample>
          <h3>Response</h3>
          <CodeSample>{RESPONSE}</CodeSample>
          <p>
            Fees are those of your organization when the checkout is created: <code>transactionFee</code> is the customer processing fee (platform fee less your
            merchant fee), <code>total</code> = amount + transactionFee is what the card is charged; you are paid the amount less your merchant processing fee.
          </p>
          <h3>Safe retries: Idempotency-Key</h3>
          <p>
            Send an <code>Idempotency-Key</code> header (1 to 255 visible characters, e.g. your order id) and retry with the same key after a timeout: for 24
            hours the first answer, a refusal included, is sent again byte for byte with <code>Idempotent-Replayed: true</code>, and no second checkout is
            created. The same key with different parameters is refused with 422 (<code>idempotency_error</code>); while the first request is still being
            answered, 409: retry a moment later.
          </p>
        </Section>
      </Card>
      <Card title="GET /api/v1/checkouts">
        <Section>
          <p>
            Your organization's checkouts, newest first: <code>{'{ "object": "list", "data": [...], "has_more": true }'}</code>. <code>limit</code> is 1 to 100
            (default 10); for the next page pass the last id you received as <code>starting_after</code>.
          </p>
        </Section>
      </Card>
      <Card title="GET /api/v1/checkouts/{id}">
        <Section>
          <p>
            The same resource, for checkouts of your organization. Check <code>status</code> (<code>unpaid</code>, <code>failed</code> after a declined card,{' '}
            <code>paid</code>, <code>cancelled</code>, <code>disbursed</code>) here before you ship: a visit to your responseUrl alone is not a proof of
            payment.
          </p>
        </Section>
      </Card>
      <Card title="POST /api/v1/checkouts/{id}/refunds">
        <Section>
          <p>
            Refunds a paid checkout in part or in full, as a refund requested on the refund page: the refund opens at the merchant stage (
            <code>progressStatus</code> <code>initiated</code>) and goes through the approvals of your organization, the bank and the platform before the card
            is refunded. <code>amount</code> (at most 2 decimals) is held against what is still refundable (the paid total less earlier refunds and open
            disputes); under full-refund terms the refund fee is added, as <code>requestedAmount</code> shows. <code>reason</code> is one of{' '}
            <code>duplicateCharges</code>, <code>cancellationByCustomer</code>, <code>cancellationDueToOperationalIssues</code>, <code>fraudulentCharge</code>{' '}
            or <code>other</code> (then <code>notes</code> is required); <code>description</code> and <code>pointOfContact</code> are optional.
          </p>
          <CodeSample>{REFUND}</CodeSample>
          <p>
            <code>GET /api/v1/refunds/{'{id}'}</code> reads a refund of your organization (requested here or in the app) and its stage.
          </p>
          <p>
            Each stage also reaches your webhook endpoint (see Webhooks below): <code>refund.created</code> at once, <code>refund.approved_by_merchant</code>{' '}
            when your Owner or Admin approves it on the refund&apos;s page in the app (Refunds), <code>refund.approved_by_bank</code> after the bank, and{' '}
            <code>refund.refunded</code> when the platform has refunded the card; <code>refund.declined</code> if anyone declines it.
          </p>
        </Section>
      </Card>
      <Card title="Rate limit">
        <Section>
          <p>
            Each API key may send 100 requests a second on average, in bursts of up to 200. Beyond that the answer is <code>429</code> with a{' '}
            <code>Retry-After</code> header giving the seconds to wait.
          </p>
        </Section>
      </Card>
      <Card title="Errors">
        <Section>
          <p>
            Every error has the same shape: <code>type</code>, a stable <code>code</code>, a <code>message</code> for people and the <code>param</code> at fault
            (or null); <code>fields</code> lists every parameter at fault when validation fails. Every answer carries an <code>X-Request-Id</code> header
            (yours, if you sent one), which the error repeats as <code>request_id</code>: quote it when you contact us.
          </p>
          <CodeSample>{ERROR}</CodeSample>
          <TableScroll label="Error codes">
            <table>
              <thead>
                <tr>
                  <th>Status</th>
                  <th>type</th>
                  <th>When</th>
                </tr>
              </thead>
              <tbody>
                <tr>
                  <td>400</td>
                  <td>invalid_request_error</td>
                  <td>
                    A field is missing or wrong; <code>fields</code> names each.
                  </td>
                </tr>
                <tr>
                  <td>401</td>
                  <td>authentication_error</td>
                  <td>No credentials, an unknown key, a wrong secret, or an inactive key.</td>
                </tr>
                <tr>
                  <td>403</td>
                  <td>permission_error</td>
                  <td>Your organization is not active or is not accepting payments.</td>
                </tr>
                <tr>
                  <td>404</td>
                  <td>invalid_request_error</td>
                  <td>No checkout or refund with that id in your organization.</td>
                </tr>
                <tr>
                  <td>409</td>
                  <td>idempotency_error</td>
                  <td>A request with this Idempotency-Key is still being answered; retry in a moment.</td>
                </tr>
                <tr>
                  <td>422</td>
                  <td>idempotency_error</td>
                  <td>This Idempotency-Key was used with other parameters.</td>
                </tr>
                <tr>
                  <td>429</td>
                  <td>rate_limit_error</td>
                  <td>
                    The key's rate limit, or too many failed attempts from your address; wait the <code>Retry-After</code> seconds.
                  </td>
                </tr>
                <tr>
                  <td>500</td>
                  <td>api_error</td>
                  <td>
                    An error on our side; retry, and quote the <code>request_id</code> if it persists.
                  </td>
                </tr>
              </tbody>
            </table>
          </TableScroll>
        </Section>
      </Card>
      <WebhooksGuide />
      <Card title="API reference">
        <Section>
          <Suspense fallback={<Spinner label="Loading the API reference" />}>
            <ApiReference />
          </Suspense>
        </Section>
      </Card>
    </Doc>
  );
}
