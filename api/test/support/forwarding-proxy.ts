import { createServer, request, type Server } from 'node:http';

/**
 * A reverse proxy as the shipped nginx is configured (docker/nginx.conf): forwards every request
 * to the API and appends the address it saw to X-Forwarded-For ($proxy_add_x_forwarded_for),
 * keeping whatever the client wrote there before it.
 */
export async function startForwardingProxy(target: string): Promise<{ url: string; close: () => Promise<void> }> {
  const upstream = new URL(target);
  const server: Server = createServer((req, res) => {
    const seen = req.socket.remoteAddress ?? '';
    const before = req.headers['x-forwarded-for'];
    const forwarded = [typeof before === 'string' ? before : before?.join(', '), seen].filter(Boolean).join(', ');
    const out = request(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: { ...req.headers, 'x-forwarded-for': forwarded } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    out.on('error', () => res.writeHead(502).end());
    req.pipe(out);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/**
 * One request to `url` from the local address `from` (any 127.x.y.z on Linux): clients the proxy
 * sees at different addresses, as people on different networks are.
 */
export function requestFrom(
  from: string,
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; body: string }> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname + target.search,
        method: options.method ?? 'GET',
        headers: options.headers,
        localAddress: from,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}
