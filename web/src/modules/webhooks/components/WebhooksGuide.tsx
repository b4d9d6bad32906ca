import { WEBHOOK_EVENT_TYPES } from '@pg/domain';
import { Card } from '@pg/ui-kit';
import { Link } from 'react-router';
import styled from 'styled-components';

import { CodeSample } from '../../developer-keys/api-reference/DocBlocks';

const Section = styled.div`
  padding: 16px 20px 20px;
  pre {
    overflow-x: auto;
    max-width: 100%;
  }
`;

const VERIFY = `import { createHmac, timingSafeEqual } from 'node:crypto';

// header: the BhutanPay-Signature request header; body: the raw request body (a string,
// before any JSON parsing); secret: the endpoint's signing secret (whsec_...).
function verify(header, body, secret) {
  const parts = header.split(',').map((p) => p.split('='));
  const t = Number(parts.find(([k]) => k === 't')?.[1]);
  if (!t || Math.abs(Date.now() / 1000 - t) > 300) return false; // older than 5 minutes
  const expected = createHmac('sha256', secret).update(\`\${t}.\${body}\`).digest();
  return parts.some(([k, v]) => k === 'v1' && /^[0-9a-f]{64}$/.test(v) && timingSafeEqual(Buffer.from(v, 'hex'), expected));
}`;

const EVENT = `POST /webhooks HTTP/1.1
Content-Type: application/json
BhutanPay-Signature: t=1795600000,v1=5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd

{
  "id": "evt_1A2b3C4d5E6f7G8h9I0jK1lM",
  "object": "event",
  "type": "checkout.paid",
  "created": 1795600000,
  "api_version": "2026-11-25",
  "data": { "object": { "id": "0d6e1c1a-...", "object": "checkout", "status": "paid", "amount": "450.00", ... } }
}`;

/** The Webhooks guide of /developer/api-docs (issue 14). */
export function WebhooksGuide() {
  return (
    <Card title="Webhooks">
      <Section>
        <p>
          Add an endpoint on <Link to="/developer">Developer Settings</Link> (Owner or Admin): its URL (https; http only for localhost), the events it wants, or
          all. Its signing secret is shown once. We POST each event as JSON with a <code>BhutanPay-Signature</code> header:{' '}
          <code>t=&lt;unix seconds&gt;,v1=&lt;hex HMAC-SHA256 of &quot;t.body&quot; with your secret&gt;</code>. Answer 2xx within 10 seconds; anything else is
          retried with exponential backoff for 3 days, and an endpoint failing that long is disabled and your owner e-mailed.
        </p>
        <CodeSample>{EVENT}</CodeSample>
        <p>Verify the signature over the exact bytes you received before you trust the event, and refuse timestamps older than 5 minutes:</p>
        <CodeSample>{VERIFY}</CodeSample>
        <p>
          Delivery is at least once and events may arrive out of order: keep the event <code>id</code>s you have handled and skip repeats, and read the
          object&apos;s <code>status</code> rather than assume an order. An endpoint with <strong>Deliver in order</strong> gets its events one at a time in the
          order they happened instead; then an event your server keeps refusing holds back the later ones until it is accepted (or the endpoint is disabled
          after 3 days). After Roll Secret both the new and the old secret sign (two <code>v1</code> values) for 24 hours. The delivery log on Developer
          Settings shows every attempt and can resend any event. <code>examples/merchant-server/server.mjs</code> in the repository is a complete receiver with
          no dependencies.
        </p>
        <p>
          <code>GET /api/v1/events</code> lists the same events, newest first (<code>limit</code>, <code>starting_after</code>, <code>type</code>), with your
          API key. Event types:{' '}
          {WEBHOOK_EVENT_TYPES.map((t, i) => (
            <span key={t}>
              {i > 0 && ', '}
              <code>{t}</code>
            </span>
          ))}
          .
        </p>
      </Section>
    </Card>
  );
}
