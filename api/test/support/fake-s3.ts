import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A small S3 for the tests, path-style (<endpoint>/<bucket>/<key>), that checks what real S3
// checks of the requests the AWS SDK and browsers make, written from AWS's documents rather than
// with the SDK's own signer: SigV4 in the Authorization header (canonical request, signed
// headers, the payload's SHA-256, the request's date within 15 minutes) and in the query
// (presigned URLs, at most 7 days), POST policies (signature, expiry, every condition, every
// field covered, content-length-range; field names case-insensitive), temporary credentials (a
// session token, when the fake has one, required on every request: header, query or form field),
// If-Match and If-None-Match, and server-side copies with x-amz-copy-source-if-match. It keeps
// objects in memory, logs the requests, and can be told to refuse the API's requests.

export interface FakeObject {
  bytes: Buffer;
  contentType: string;
  etag: string;
}

export interface FakeRequest {
  method: string;
  /** The object's key ('' for a bucket POST). */
  key: string;
  status: number;
  /** How the request was signed: Authorization header, presigned query, or POST policy. */
  auth: 'header' | 'query' | 'post' | 'none';
  /** The session token it carried, if any. */
  token?: string;
}

export interface FakeS3Options {
  bucket?: string;
  region?: string;
  /** Temporary credentials: every request must carry this session token (S3 refuses it otherwise). */
  sessionToken?: string;
}

export interface Refusal {
  status: number;
  code: string;
  method?: string;
  times?: number;
}

export interface FakeS3 {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
  objects: Map<string, FakeObject>;
  log: FakeRequest[];
  /** Writes an object as the bucket's owner would (no policy): for tests of what the API reads. */
  putDirect: (key: string, bytes: Buffer, contentType?: string) => void;
  /**
   * The API's own requests (header auth), of one method if given, get this error: `times` times,
   * or until cleared with `refuse(undefined)`.
   */
  refuse: (error?: Refusal) => void;
  /** HEAD reports this size for the key (a store whose HEAD and GET disagree), or clears it. */
  misreportSize: (key: string, size?: number) => void;
  close: () => Promise<void>;
}

const etagOf = (bytes: Buffer) => `"${createHash('md5').update(bytes).digest('hex')}"`;
const hmac = (key: Buffer | string, text: string) => createHmac('sha256', key).update(text).digest();
const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const encode = (text: string) => encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const SKEW_MS = 15 * 60 * 1000;
const MAX_EXPIRES = 7 * 24 * 60 * 60;

function signingKey(secret: string, day: string, region: string): Buffer {
  return hmac(hmac(hmac(hmac(`AWS4${secret}`, day), region), 's3'), 'aws4_request');
}

function amzDateToTime(amzDate: string): number {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(amzDate);
  return m ? Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +m[6]) : NaN;
}

/** The query as SigV4 canonicalises it: each name and value URI-encoded, sorted. */
function canonicalQuery(rawQuery: string, without: string[] = []): string {
  return rawQuery
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const [name, value = ''] = pair.split('=').map((part) => decodeURIComponent(part.replace(/\+/g, ' ')));
      return [name, value] as const;
    })
    .filter(([name]) => !without.includes(name))
    .map(([name, value]) => `${encode(name)}=${encode(value)}`)
    .sort()
    .join('&');
}

/** A header's value as SigV4 canonicalises it: trimmed, inner runs of spaces made one. */
const headerValue = (req: IncomingMessage, name: string) =>
  String(req.headers[name] ?? '')
    .trim()
    .replace(/\s+/g, ' ');

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function send(res: ServerResponse, req: IncomingMessage, status: number, code = '', headers: Record<string, string> = {}, body?: string): void {
  const xml =
    code && req.method !== 'HEAD'
      ? `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message><RequestId>fake</RequestId></Error>`
      : body;
  res.writeHead(status, { 'x-amz-request-id': 'fake', ...headers, ...(xml ? { 'content-type': 'application/xml' } : {}) });
  res.end(xml);
}

export async function startFakeS3(options: FakeS3Options = {}): Promise<FakeS3> {
  const { bucket = 'files', region = 'us-east-1', sessionToken } = options;
  const accessKeyId = 'test-access-key';
  const secretAccessKey = 'test-secret-key-of-the-fake-s3';
  const objects = new Map<string, FakeObject>();
  const log: FakeRequest[] = [];
  let refusal: Refusal | undefined;
  const headSizes = new Map<string, number>();

  /** The error code of a refused credential (key, scope, session token), or '' when it is good. */
  function checkCredential(credential: string, amzDate: string, token: string | undefined): string {
    const [key, day, reg, service, terminator] = credential.split('/');
    if (key !== accessKeyId) return 'InvalidAccessKeyId';
    if (sessionToken !== undefined && token !== sessionToken) return 'InvalidToken';
    if (reg !== region || service !== 's3' || terminator !== 'aws4_request' || amzDate.slice(0, 8) !== day) return 'AuthorizationHeaderMalformed';
    return '';
  }

  /** SigV4 over a canonical request: the error code, or '' when the signature is right. */
  function checkSignature(request: {
    credential: string;
    amzDate: string;
    signedHeaders: string;
    signature: string;
    canonical: string;
    token?: string;
  }): string {
    const refused = checkCredential(request.credential, request.amzDate, request.token);
    if (refused) return refused;
    if (!request.signedHeaders.split(';').includes('host')) return 'AccessDenied';
    const day = request.amzDate.slice(0, 8);
    const toSign = ['AWS4-HMAC-SHA256', request.amzDate, `${day}/${region}/s3/aws4_request`, sha256(request.canonical)].join('\n');
    const expected = createHmac('sha256', signingKey(secretAccessKey, day, region))
      .update(toSign)
      .digest('hex');
    return expected === request.signature ? '' : 'SignatureDoesNotMatch';
  }

  /** An SDK request: SigV4 in the Authorization header. Returns the error code, or '' when authorized. */
  function headerAuthorized(req: IncomingMessage, path: string, rawQuery: string, body: Buffer): string {
    const m = /^AWS4-HMAC-SHA256 Credential=([^,]+), ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(String(req.headers.authorization));
    if (!m) return 'AccessDenied';
    const amzDate = headerValue(req, 'x-amz-date');
    if (Math.abs(Date.now() - amzDateToTime(amzDate)) > SKEW_MS) return 'RequestTimeTooSkewed';
    const payloadHash = headerValue(req, 'x-amz-content-sha256');
    if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body)) return 'XAmzContentSHA256Mismatch';
    const signedHeaders = m[2];
    const canonicalHeaders = signedHeaders
      .split(';')
      .map((h) => `${h}:${headerValue(req, h)}\n`)
      .join('');
    const canonical = [req.method, path, canonicalQuery(rawQuery), canonicalHeaders, signedHeaders, payloadHash].join('\n');
    const token = req.headers['x-amz-security-token'];
    if (token !== undefined && !signedHeaders.split(';').includes('x-amz-security-token')) return 'AccessDenied';
    return checkSignature({ credential: m[1], amzDate, signedHeaders, signature: m[3], canonical, token: token as string | undefined });
  }

  /** A presigned URL: SigV4 in the query. Returns the error code, or '' when authorized. */
  function queryAuthorized(req: IncomingMessage, path: string, rawQuery: string): string {
    const q = new URLSearchParams(rawQuery);
    const amzDate = q.get('X-Amz-Date') ?? '';
    const expires = Number(q.get('X-Amz-Expires'));
    if (!Number.isInteger(expires) || expires < 1 || expires > MAX_EXPIRES) return 'AuthorizationQueryParametersError';
    if (Date.now() > amzDateToTime(amzDate) + expires * 1000) return 'AccessDenied';
    const signedHeaders = q.get('X-Amz-SignedHeaders') ?? '';
    const canonicalHeaders = signedHeaders
      .split(';')
      .map((h) => `${h}:${headerValue(req, h)}\n`)
      .join('');
    const canonical = [req.method, path, canonicalQuery(rawQuery, ['X-Amz-Signature']), canonicalHeaders, signedHeaders, 'UNSIGNED-PAYLOAD'].join('\n');
    return checkSignature({
      credential: q.get('X-Amz-Credential') ?? '',
      amzDate,
      signedHeaders,
      signature: q.get('X-Amz-Signature') ?? '',
      canonical,
      token: q.get('X-Amz-Security-Token') ?? undefined,
    });
  }

  /** A browser's form POST: the policy's signature, expiry and every condition, as S3 checks them. */
  async function postObject(req: IncomingMessage, res: ServerResponse, entry: FakeRequest): Promise<void> {
    const raw = await readBody(req);
    const form = await new Request('http://fake/', {
      method: 'POST',
      headers: { 'content-type': String(req.headers['content-type']) },
      body: new Uint8Array(raw),
    }).formData();
    // S3 reads form field names case-insensitively (Policy, X-Amz-Signature, Content-Type...).
    const fields = new Map<string, string>();
    let file: Buffer | undefined;
    for (const [name, value] of form.entries()) {
      if (typeof value === 'string') fields.set(name.toLowerCase(), value);
      else if (name === 'file') file = Buffer.from(await value.arrayBuffer());
    }
    entry.key = fields.get('key') ?? '';
    entry.auth = 'post';
    entry.token = fields.get('x-amz-security-token');
    const policy = fields.get('policy') ?? '';
    if (!file || !policy) return send(res, req, 400, 'InvalidArgument');
    const amzDate = fields.get('x-amz-date') ?? '';
    const denied = checkCredential(fields.get('x-amz-credential') ?? '', amzDate, entry.token);
    if (denied) return send(res, req, 403, denied);
    // A policy's signature is the HMAC of the base64 policy itself (no canonical request).
    const expected = createHmac('sha256', signingKey(secretAccessKey, amzDate.slice(0, 8), region))
      .update(policy)
      .digest('hex');
    if (expected !== fields.get('x-amz-signature')) return send(res, req, 403, 'SignatureDoesNotMatch');
    const doc = JSON.parse(Buffer.from(policy, 'base64').toString('utf8')) as { expiration: string; conditions: unknown[] };
    if (Date.now() > Date.parse(doc.expiration)) return send(res, req, 403, 'AccessDenied');
    const value = (name: string) => (name === 'bucket' ? bucket : fields.get(name));
    const covered = new Set(['policy', 'x-amz-signature', 'file']);
    for (const condition of doc.conditions) {
      if (Array.isArray(condition) && condition[0] === 'content-length-range') {
        if (file.length < Number(condition[1])) return send(res, req, 400, 'EntityTooSmall');
        if (file.length > Number(condition[2])) return send(res, req, 400, 'EntityTooLarge');
        continue;
      }
      const [op, name, want] = Array.isArray(condition)
        ? [String(condition[0]), String(condition[1]).replace(/^\$/, '').toLowerCase(), String(condition[2])]
        : ['eq', ...Object.entries(condition as Record<string, string>).map(([k, v]) => [k.toLowerCase(), v])[0]];
      covered.add(name);
      const got = value(name) ?? '';
      if (op === 'eq' ? got !== want : !got.startsWith(want)) return send(res, req, 403, 'AccessDenied');
    }
    // S3: "Each form field that you specify in a form must appear in the list of conditions."
    for (const name of fields.keys()) if (!covered.has(name) && !name.startsWith('x-ignore-')) return send(res, req, 403, 'AccessDenied');
    objects.set(entry.key, { bytes: file, contentType: fields.get('content-type') ?? 'binary/octet-stream', etag: etagOf(file) });
    send(res, req, 204, '', { etag: etagOf(file) });
  }

  async function handle(req: IncomingMessage, res: ServerResponse, entry: FakeRequest): Promise<void> {
    const [path, rawQuery = ''] = (req.url ?? '/').split('?');
    const [, first, ...rest] = path.split('/');
    if (decodeURIComponent(first) !== bucket) return send(res, req, 404, 'NoSuchBucket');
    if (req.method === 'POST' && rest.join('/') === '') return postObject(req, res, entry);
    const key = rest.map(decodeURIComponent).join('/');
    entry.key = key;
    const body = await readBody(req);
    const presigned = new URLSearchParams(rawQuery).has('X-Amz-Signature');
    entry.auth = presigned ? 'query' : req.headers.authorization ? 'header' : 'none';
    entry.token = presigned
      ? (new URLSearchParams(rawQuery).get('X-Amz-Security-Token') ?? undefined)
      : (req.headers['x-amz-security-token'] as string | undefined);
    const denied = presigned ? queryAuthorized(req, path, rawQuery) : headerAuthorized(req, path, rawQuery, body);
    if (denied) return send(res, req, denied === 'XAmzContentSHA256Mismatch' || denied.startsWith('Authorization') ? 400 : 403, denied);
    if (refusal && !presigned && (!refusal.method || refusal.method === req.method)) {
      const { status, code } = refusal;
      if (refusal.times !== undefined && --refusal.times <= 0) refusal = undefined;
      return send(res, req, status, code);
    }
    const object = objects.get(key);
    const ifMatch = req.headers['if-match'];
    if (req.method === 'HEAD' || req.method === 'GET') {
      if (!object) return send(res, req, 404, 'NoSuchKey');
      if (ifMatch && ifMatch !== object.etag) return send(res, req, 412, 'PreconditionFailed');
      const length = req.method === 'HEAD' ? (headSizes.get(key) ?? object.bytes.length) : object.bytes.length;
      res.writeHead(200, { 'content-length': String(length), 'content-type': object.contentType, etag: object.etag });
      res.end(req.method === 'GET' ? object.bytes : undefined);
      return;
    }
    if (req.method === 'DELETE') {
      objects.delete(key);
      return send(res, req, 204);
    }
    if (req.method !== 'PUT') return send(res, req, 405, 'MethodNotAllowed');
    const source = req.headers['x-amz-copy-source'];
    if (typeof source === 'string') {
      const [sourceBucket, ...sourceKey] = decodeURIComponent(source).replace(/^\//, '').split('/');
      const from = sourceBucket === bucket ? objects.get(sourceKey.join('/')) : undefined;
      if (!from) return send(res, req, 404, 'NoSuchKey');
      const want = req.headers['x-amz-copy-source-if-match'];
      if (want && want !== from.etag) return send(res, req, 412, 'PreconditionFailed');
      const replace = req.headers['x-amz-metadata-directive'] === 'REPLACE';
      objects.set(key, { ...from, contentType: replace ? String(req.headers['content-type'] ?? from.contentType) : from.contentType });
      const result = `<?xml version="1.0" encoding="UTF-8"?><CopyObjectResult><LastModified>${new Date().toISOString()}</LastModified><ETag>${from.etag}</ETag></CopyObjectResult>`;
      return send(res, req, 200, '', { 'content-type': 'application/xml' }, result);
    }
    if (req.headers['if-none-match'] === '*' && object) return send(res, req, 412, 'PreconditionFailed');
    objects.set(key, { bytes: body, contentType: String(req.headers['content-type'] ?? 'binary/octet-stream'), etag: etagOf(body) });
    send(res, req, 200, '', { etag: etagOf(body) });
  }

  const server: Server = createServer((req, res) => {
    const entry: FakeRequest = { method: req.method ?? '', key: '', status: 0, auth: 'none' };
    handle(req, res, entry).then(
      () => log.push({ ...entry, status: res.statusCode }),
      (error: unknown) => {
        log.push({ ...entry, status: 500 });
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
    region,
    accessKeyId,
    secretAccessKey,
    sessionToken,
    objects,
    log,
    putDirect: (key, bytes, contentType = 'application/pdf') => objects.set(key, { bytes, contentType, etag: etagOf(bytes) }),
    misreportSize: (key, size) => (size === undefined ? headSizes.delete(key) : headSizes.set(key, size)),
    refuse: (error) => {
      refusal = error && { ...error };
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
