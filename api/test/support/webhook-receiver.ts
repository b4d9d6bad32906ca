import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';

import type { TestApp } from '../test-app';

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
  event: { id: string; object: string; type: string; created: number; api_version: string; data: { object: Record<string, unknown> } };
}

/**
 * A merchant's webhook endpoint on this machine: records what it is sent and answers with the
 * status `answer` gives (200 by default); `hold` never answers (the sender's timeout decides).
 */
export async function startReceiver(
  answer: (hook: ReceivedWebhook, index: number) => number | 'hold' = () => 200,
): Promise<{ url: string; received: ReceivedWebhook[]; close: () => Promise<void> }> {
  const received: ReceivedWebhook[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const hook: ReceivedWebhook = { headers: req.headers, body, event: JSON.parse(body) as ReceivedWebhook['event'] };
      received.push(hook);
      const status = answer(hook, received.length - 1);
      if (status === 'hold') return;
      res.writeHead(status, { 'content-type': 'text/plain' });
      res.end(status < 300 ? 'ok' : `failed ${'x'.repeat(600)}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const ENDPOINT_FIELDS = 'id url description eventTypes enabled disabledReason secret previousSecretExpiresAt failingSince createdAt';
export const CREATE_ENDPOINT = `mutation($input: WebhookEndpointInput!) { createWebhookEndpoint(input: $input) { ${ENDPOINT_FIELDS} } }`;
export const DELIVERIES = `query($id: ID!) { webhookDeliveries(eventId: $id) { id workflowId endpointId endpointUrl status attempts { attemptedAt statusCode durationMs responseExcerpt error } } }`;

export interface EndpointResult {
  id: string;
  url: string;
  eventTypes: string[];
  enabled: boolean;
  secret: string | null;
  disabledReason: string | null;
  previousSecretExpiresAt: string | null;
}

export async function createEndpoint(
  t: TestApp,
  token: string,
  input: { url: string; eventTypes?: string[]; enabled?: boolean; description?: string },
): Promise<EndpointResult> {
  const r = await t.gql<{ createWebhookEndpoint: EndpointResult }>(CREATE_ENDPOINT, { input: { eventTypes: [], ...input } }, token);
  if (!r.data?.createWebhookEndpoint) throw new Error(`createWebhookEndpoint failed: ${JSON.stringify(r.errors)}`);
  return r.data.createWebhookEndpoint;
}
