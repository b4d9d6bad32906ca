import { Card, useScrollFocus } from '@pg/ui-kit';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { WebhooksGuide } from '../modules/webhooks/components/WebhooksGuide';
import { Link } from 'react-router';

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
// A wide table scrolls inside its own box on phones; the page never scrolls sideways.
const TableBox = styled.div`
  overflow-x: auto;
`;

/** A table or code sample that may scroll sideways: a keyboard stop while it does. */
function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  const scroll = useScrollFocus<HTMLDivElement>();
  return (
    <TableBox ref={scroll.ref} tabIndex={scroll.tabIndex} role="group" aria-label={label}>
      {children}
    </TableBox>
  );
}

function CodeSample({ children }: { children: string }) {
  const scroll = useScrollFocus<HTMLPreElement>();
  return (
    <pre ref={scroll.ref} tabIndex={scroll.tabIndex}>
      {children}
    </pre>
  );
}
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
    "fields": { "amount": "amount must be a number greater than 0 with at most 2 decimals" }
  }
}`;

/** /developer/api-docs: the merchant checkout API (linked from /developer, spec 002). */
export function ApiDocsPage() {
  return (
    <Doc aria-labelledby="api-docs-title">
      <h1 id="api-docs-title">{API_DOCS_TITLE}</h1>
      <p>
        Your server creates a hosted checkout, sends the customer to its <code>url</code>, and gets the customer back on your{' '}
        <code>responseUrl</code> (paid) or <code>cancelUrl</code> (cancelled). Create an API key on <Link to="/developer">Developer Settings</Link>; its
        secret is shown once. Keep the secret on your server only.
      </p>
      <Card title="Authentication">
        <Section>
          <p>
            Send the API key and its secret as HTTP Basic credentials: user <code>pk_live_…</code>, password <code>sk_live_…</code>. Inactive or deleted
            keys are refused. After 10 failed attempts in 10 minutes an address is refused with <code>429</code> for the rest of the window.
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
                <tr><td><code>amount</code></td><td>yes</td><td>What you charge, in dollars with at most 2 decimals (a string or a number), above 0 and at most 1000000.00. The customer pays it plus the customer processing fee.</td></tr>
                <tr><td><code>currency</code></td><td>no</td><td><code>USD</code> (the default and, for now, the only currency).</td></tr>
                <tr><td><code>orderId</code></td><td>no</td><td>Your reference, up to 100 characters; shown on the checkout and in your list.</td></tr>
                <tr><td><code>responseUrl</code></td><td>yes</td><td>An http(s) URL. After a successful payment the customer is sent there after 5 seconds, with <code>customerName</code> appended to the query.</td></tr>
                <tr><td><code>cancelUrl</code></td><td>yes</td><td>An http(s) URL. If the customer cancels, they are sent there after 5 seconds.</td></tr>
                <tr><td><code>metadata</code></td><td>no</td><td>An object of up to 20 keys (40 characters each) with text values (up to 500 characters); shown on the checkout detail.</td></tr>
              </tbody>
            </table>
          </TableScroll>
          <h3>Example</h3>
          <CodeSample>{CURL}</CodeSample>
          <h3>Response</h3>
          <CodeSample>{RESPONSE}</CodeSample>
          <p>
            Fees are those of your organization when the checkout is created: <code>transactionFee</code> is the customer processing fee (platform fee
            less your merchant fee), <code>total</code> = amount + transactionFee is what the card is charged; you are paid the amount less your merchant
            processing fee.
          </p>
          <h3>Safe retries: Idempotency-Key</h3>
          <p>
            Send an <code>Idempotency-Key</code> header (1 to 255 visible characters, e.g. your order id) and retry with the same key after a timeout:
            for 24 hours the first answer, a refusal included, is sent again byte for byte with <code>Idempotent-Replayed: true</code>, and no second
            checkout is created. The same key with different parameters is refused with 422 (<code>idempotency_error</code>); while the first request
            is still being answered, 409: retry a moment later.
          </p>
        </Section>
      </Card>
      <Card title="GET /api/v1/checkouts">
        <Section>
          <p>
            Your organization's checkouts, newest first: <code>{'{ "object": "list", "data": [...], "has_more": true }'}</code>. <code>limit</code> is 1 to
            100 (default 10); for the next page pass the last id you received as <code>starting_after</code>.
          </p>
        </Section>
      </Card>
      <Card title="GET /api/v1/checkouts/{id}">
        <Section>
          <p>
            The same resource, for checkouts of your organization. Check <code>status</code> (<code>unpaid</code>, <code>failed</code> after a declined
            card, <code>paid</code>, <code>cancelled</code>, <code>disbursed</code>) here before you ship: a visit to your responseUrl alone is not a proof
            of payment.
          </p>
        </Section>
      </Card>
      <Card title="Errors">
        <Section>
          <p>
            Every error has the same shape: <code>type</code>, a stable <code>code</code>, a <code>message</code> for people and the <code>param</code> at
            fault (or null). Every answer carries an <code>X-Request-Id</code> header (yours, if you sent one): quote it when you contact us.
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
                <tr><td>400</td><td>invalid_request_error</td><td>A field is missing or wrong; <code>fields</code> names each.</td></tr>
                <tr><td>401</td><td>authentication_error</td><td>No credentials, an unknown key, a wrong secret, or an inactive key.</td></tr>
                <tr><td>403</td><td>permission_error</td><td>Your organization is not active or is not accepting payments.</td></tr>
                <tr><td>404</td><td>invalid_request_error</td><td>No checkout with that id in your organization.</td></tr>
                <tr><td>429</td><td>rate_limit_error</td><td>Too many failed attempts from your address; wait and try again.</td></tr>
              </tbody>
            </table>
          </TableScroll>
        </Section>
      </Card>
      <WebhooksGuide />
    </Doc>
  );
}
