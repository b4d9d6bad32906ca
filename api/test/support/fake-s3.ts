import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A small S3 for the tests, path-style (<endpoint>/<bucket>/<key>), that checks what real S3
// checks of the requests the API and browsers make: SigV4 query signatures (signed headers
// included), POST policies (signature, expiry, every condition, every field covered, the
// content-length-range), If-Match and If-None-Match, and server-side copies with
// x-amz-copy-source-if-match. It keeps objects in memory and a log of the requests.

export interface FakeObject {
  bytes: Buffer;
  contentType: string;
  etag: string;
}

export interface FakeS3 {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  objects: Map<string, FakeObject>;
  /** Every request: method and key ('' for a bucket POST), in order. */
  log: { method: string; key: string; status: number }[];
  /** Writes an object as the bucket's owner would (no policy): for tests of what the API reads. */
  putDirect: (key: string, bytes: Buffer, contentType?: string) => void;
  close: () => Promise<void>;
}

const etagOf = (bytes: Buffer) => `"${createHash('md5').update(bytes).digest('hex')}"`;
const hmac = (key: Buffer | string, text: string) => createHmac('sha256', key).update(text).digest();
const hex = (text: string) => createHash('sha256').update(text).digest('hex');
const encode = (text: string) => encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

function signingKey(secret: string, day: string, region: string): Buffer {
  return hmac(hmac(hmac(hmac(`AWS4${secret}`, day), region), 's3'), 'aws4_request');
}

function amzDateToTime(amzDate: string): number {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(amzDate);
  return m ? Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +m[6]) : NaN;
}

async function body(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function send(res: ServerResponse, status: number, code = '', headers: Record<string, string> = {}): void {
  res.writeHead(status, { ...headers, ...(code ? { 'content-type': 'application/xml' } : {}) });
  res.end(code ? `<Error><Code>${code}</Code></Error>` : undefined);
}

export async function startFakeS3(bucket = 'files', region = 'us-east-1'): Promise<FakeS3> {
  const accessKeyId = 'test-access-key';
  const secretAccessKey = 'test-secret-key-of-the-fake-s3';
  const objects = new Map<string, FakeObject>();
  const log: FakeS3['log'] = [];

  /** A query-presigned request: the signature over method, path, query, signed headers. */
  function queryAuthorized(req: IncomingMessage, url: URL): boolean {
    const q = url.searchParams;
    const credential = q.get('X-Amz-Credential') ?? '';
    const [key, day, reg] = credential.split('/');
    const amzDate = q.get('X-Amz-Date') ?? '';
    if (key !== accessKeyId || reg !== region) return false;
    if (Date.now() > amzDateToTime(amzDate) + Number(q.get('X-Amz-Expires')) * 1000) return false;
    const signedHeaders = (q.get('X-Amz-SignedHeaders') ?? '').split(';');
    const canonicalHeaders = signedHeaders.map((h) => `${h}:${String(req.headers[h] ?? '').trim()}\n`).join('');
    const canonicalQuery = [...q.entries()]
      .filter(([k]) => k !== 'X-Amz-Signature')
      .map(([k, v]) => `${encode(k)}=${encode(v)}`)
      .sort()
      .join('&');
    const canonical = [req.method, url.pathname, canonicalQuery, canonicalHeaders, signedHeaders.join(';'), 'UNSIGNED-PAYLOAD'].join('\n');
    const toSign = ['AWS4-HMAC-SHA256', amzDate, `${day}/${region}/s3/aws4_request`, hex(canonical)].join('\n');
    return (
      createHmac('sha256', signingKey(secretAccessKey, day, region))
        .update(toSign)
        .digest('hex') === q.get('X-Amz-Signature')
    );
  }

  /** A browser's form POST: the policy's signature, expiry and every condition, as S3 checks them. */
  async function postObject(req: IncomingMessage, res: ServerResponse): Promise<string> {
    const raw = await body(req);
    const form = await new Request('http://fake/', {
      method: 'POST',
      headers: { 'content-type': String(req.headers['content-type']) },
      body: new Uint8Array(raw),
    }).formData();
    const fields = new Map<string, string>();
    let file: Buffer | undefined;
    for (const [name, value] of form.entries()) {
      if (typeof value === 'string') fields.set(name.toLowerCase() === 'content-type' ? 'content-type' : name, value);
      else if (name === 'file') file = Buffer.from(await value.arrayBuffer());
    }
    const key = fields.get('key') ?? '';
    const policy = fields.get('policy') ?? '';
    const [id, day, reg] = (fields.get('x-amz-credential') ?? '').split('/');
    const expected =
      id === accessKeyId && reg === region
        ? createHmac('sha256', signingKey(secretAccessKey, day, region))
            .update(policy)
            .digest('hex')
        : '';
    if (!file || !policy || expected !== fields.get('x-amz-signature')) return (send(res, 403, 'SignatureDoesNotMatch'), key);
    const doc = JSON.parse(Buffer.from(policy, 'base64').toString('utf8')) as { expiration: string; conditions: unknown[] };
    if (Date.now() > Date.parse(doc.expiration)) return (send(res, 403, 'AccessDenied'), key);
    const value = (name: string) => (name === 'bucket' ? bucket : fields.get(name.toLowerCase() === 'content-type' ? 'content-type' : name));
    const covered = new Set(['policy', 'x-amz-signature', 'file']);
    for (const condition of doc.conditions) {
      if (Array.isArray(condition) && condition[0] === 'content-length-range') {
        if (file.length < Number(condition[1])) return (send(res, 400, 'EntityTooSmall'), key);
        if (file.length > Number(condition[2])) return (send(res, 400, 'EntityTooLarge'), key);
        continue;
      }
      const [op, name, want] = Array.isArray(condition)
        ? [String(condition[0]), String(condition[1]).replace(/^\$/, ''), String(condition[2])]
        : ['eq', ...Object.entries(condition as Record<string, string>)[0]];
      covered.add(name.toLowerCase() === 'content-type' ? 'content-type' : name);
      const got = value(name) ?? '';
      if (op === 'eq' ? got !== want : !got.startsWith(want)) return (send(res, 403, 'AccessDenied'), key);
    }
    // S3: "Each form field that you specify in a form must appear in the list of conditions."
    for (const name of fields.keys()) if (!covered.has(name)) return (send(res, 403, 'AccessDenied'), key);
    objects.set(key, { bytes: file, contentType: fields.get('content-type') ?? 'binary/octet-stream', etag: etagOf(file) });
    send(res, 204, '', { etag: etagOf(file) });
    return key;
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<string> {
    const url = new URL(req.url ?? '/', 'http://fake');
    const [, first, ...rest] = url.pathname.split('/');
    if (decodeURIComponent(first) !== bucket) return (send(res, 404, 'NoSuchBucket'), '');
    if (req.method === 'POST' && rest.join('/') === '') return postObject(req, res);
    const key = rest.map(decodeURIComponent).join('/');
    if (!queryAuthorized(req, url)) return (send(res, 403, 'SignatureDoesNotMatch'), key);
    const object = objects.get(key);
    const ifMatch = req.headers['if-match'];
    if (req.method === 'HEAD' || req.method === 'GET') {
      if (!object) return (send(res, 404, req.method === 'GET' ? 'NoSuchKey' : ''), key);
      if (ifMatch && ifMatch !== object.etag) return (send(res, 412, 'PreconditionFailed'), key);
      res.writeHead(200, { 'content-length': String(object.bytes.length), 'content-type': object.contentType, etag: object.etag });
      res.end(req.method === 'GET' ? object.bytes : undefined);
      return key;
    }
    if (req.method === 'DELETE') {
      objects.delete(key);
      return (send(res, 204), key);
    }
    if (req.method === 'PUT') {
      const source = req.headers['x-amz-copy-source'];
      if (typeof source === 'string') {
        const [, sourceBucket, ...sourceKey] = source.split('/');
        const from = decodeURIComponent(sourceBucket) === bucket ? objects.get(sourceKey.map(decodeURIComponent).join('/')) : undefined;
        if (!from) return (send(res, 404, 'NoSuchKey'), key);
        const want = req.headers['x-amz-copy-source-if-match'];
        if (want && want !== from.etag) return (send(res, 412, 'PreconditionFailed'), key);
        const replace = req.headers['x-amz-metadata-directive'] === 'REPLACE';
        objects.set(key, { ...from, contentType: replace ? String(req.headers['content-type'] ?? from.contentType) : from.contentType });
        return (send(res, 200), key);
      }
      if (req.headers['if-none-match'] === '*' && object) return (send(res, 412, 'PreconditionFailed'), key);
      const bytes = await body(req);
      objects.set(key, { bytes, contentType: String(req.headers['content-type'] ?? 'binary/octet-stream'), etag: etagOf(bytes) });
      return (send(res, 200, '', { etag: etagOf(bytes) }), key);
    }
    return (send(res, 405, 'MethodNotAllowed'), key);
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).then(
      (key) => log.push({ method: req.method ?? '', key, status: res.statusCode }),
      (error: unknown) => {
        log.push({ method: req.method ?? '', key: '?', status: 500 });
        res.writeHead(500);
        res.end(String(error));
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    accessKeyId,
    secretAccessKey,
    objects,
    log,
    putDirect: (key, bytes, contentType = 'application/pdf') => objects.set(key, { bytes, contentType, etag: etagOf(bytes) }),
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
