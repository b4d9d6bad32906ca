import { createServer, type IncomingMessage, type Server } from 'node:http';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface FakeReply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
  /** Raw text instead of JSON (e.g. a byte order mark before it). */
  raw?: string;
}

/** A local HTTP server that answers like a provider's API and records what it was sent. */
export async function startFakeServer(
  answer: (request: RecordedRequest) => FakeReply,
): Promise<{ port: number; requests: RecordedRequest[]; close: () => Promise<void> }> {
  const requests: RecordedRequest[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const recorded: RecordedRequest = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      requests.push(recorded);
      const reply = answer(recorded);
      res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
      res.end(reply.raw ?? JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return { port, requests, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
