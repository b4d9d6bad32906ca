import { MikroORM } from '@mikro-orm/postgresql';
import { Logger } from '@nestjs/common';
import { MAX_UPLOAD_BYTES } from '@pg/domain';

import { loadConfig, type S3Config } from '../src/config/app-config';
import { StoredFile } from '../src/files/file.entity';
import { STORAGE_FAILED_MESSAGE, StorageFailureError } from '../src/files/file-storage';
import { MAX_PRESIGN_SECONDS, s3UploadOrigin } from '../src/files/s3-client';
import { S3FileStorage } from '../src/files/s3-file-storage';
import { type FakeS3, startFakeS3 } from './support/fake-s3';
import { PNG, sessionIds } from './support/people-fixtures';
import { createTestApp, type TestApp } from './test-app';

// Issue 49 (review "hand-written code" s1): the S3 driver is the AWS SDK (client-s3,
// s3-request-presigner, s3-presigned-post), checked against a local S3 that verifies SigV4
// (header and query), POST policies and session tokens as S3 does (support/fake-s3.ts).

const KEY = 'a0000000-0000-0000-0000-000000000000.b0000000-0000-0000-0000-000000000000.doc.png';
const silent = { warn: () => undefined } as unknown as Logger;

/** S3 settings as the API reads them (app-config.ts), for the fake and these variables. */
const s3Config = (s3: FakeS3, env: Record<string, string> = {}): S3Config =>
  loadConfig({
    DEV_MODE: '1',
    S3_BUCKET: s3.bucket,
    S3_REGION: s3.region,
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    S3_ENDPOINT: s3.endpoint,
    ...(s3.sessionToken ? { S3_SESSION_TOKEN: s3.sessionToken } : {}),
    ...env,
  }).s3!;

/** The browser's form POST: the policy's fields, then the file (web/src/modules/files/uploadFile.ts). */
async function postForm(upload: { url: string; fields?: Record<string, string> }, bytes: Buffer, overrides: Record<string, string> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...upload.fields, ...overrides })) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(bytes)]), 'upload');
  const res = await fetch(upload.url, { method: 'POST', body: form });
  return { status: res.status, code: /<Code>(\w+)<\/Code>/.exec(await res.text())?.[1] ?? '' };
}

describe('S3 driver on the AWS SDK, against a local S3 that checks signatures', () => {
  let s3: FakeS3;
  beforeAll(async () => {
    s3 = await startFakeS3({ sessionToken: 'session-token-of-an-iam-role' });
  });
  afterAll(() => s3.close());
  beforeEach(() => {
    s3.objects.clear();
    s3.refuse(undefined);
  });

  it('sends S3_SESSION_TOKEN with every request: its own calls, presigned GETs and upload forms', async () => {
    const storage = new S3FileStorage(s3Config(s3), silent);
    const start = s3.log.length;
    const upload = await storage.signedUpload(KEY, 'image/png');
    expect(upload.fields?.['X-Amz-Security-Token']).toBe(s3.sessionToken);
    expect(await postForm(upload, PNG)).toEqual({ status: 204, code: '' });
    const read = await storage.readUpload(KEY, MAX_UPLOAD_BYTES);
    expect(read.kind).toBe('ok');
    const frozen = await storage.freeze(KEY, read.kind === 'ok' ? read.version : '', 'image/png');
    const served = await fetch(await storage.signedGetUrl(frozen));
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    const requests = s3.log.slice(start);
    expect(requests.map((r) => `${r.method} ${r.auth} ${r.status}`)).toEqual([
      'POST post 204',
      'HEAD header 200',
      'GET header 200',
      'PUT header 200',
      'DELETE header 204',
      'GET query 200',
    ]);
    expect(requests.every((r) => r.token === s3.sessionToken)).toBe(true);
    // Temporary keys without their token are refused by S3: a storage failure, not a missing file.
    const withoutToken = new S3FileStorage({ ...s3Config(s3), credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } }, silent);
    await expect(withoutToken.readUpload(frozen, MAX_UPLOAD_BYTES)).rejects.toThrow(/HEAD .* failed: .*HTTP 403/);
    await expect(withoutToken.remove(frozen)).rejects.toThrow(/DELETE .* failed: InvalidToken/);
  });

  it('takes credentials from the default provider chain when no static keys are configured', async () => {
    const saved = { id: process.env.AWS_ACCESS_KEY_ID, secret: process.env.AWS_SECRET_ACCESS_KEY, token: process.env.AWS_SESSION_TOKEN };
    Object.assign(process.env, { AWS_ACCESS_KEY_ID: s3.accessKeyId, AWS_SECRET_ACCESS_KEY: s3.secretAccessKey, AWS_SESSION_TOKEN: s3.sessionToken });
    try {
      const config = loadConfig({ DEV_MODE: '1', S3_BUCKET: s3.bucket, S3_ENDPOINT: s3.endpoint }).s3!;
      expect(config.credentials).toBeUndefined();
      const storage = new S3FileStorage(config, silent);
      const start = s3.log.length;
      await storage.put(KEY, PNG);
      expect((await storage.get(KEY))?.equals(PNG)).toBe(true);
      expect(s3.log.slice(start).map((r) => [r.method, r.status, r.token])).toEqual([
        ['PUT', 200, s3.sessionToken],
        ['HEAD', 200, s3.sessionToken],
        ['GET', 200, s3.sessionToken],
      ]);
    } finally {
      for (const [name, value] of [
        ['AWS_ACCESS_KEY_ID', saved.id],
        ['AWS_SECRET_ACCESS_KEY', saved.secret],
        ['AWS_SESSION_TOKEN', saved.token],
      ] as const)
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
    }
  });

  it('tells a refusal (access denied, a skewed clock) from a missing object, and never swallows a failed delete', async () => {
    const storage = new S3FileStorage(s3Config(s3), silent);
    expect(await storage.readUpload(KEY, MAX_UPLOAD_BYTES)).toEqual({ kind: 'missing' });
    s3.putDirect(KEY, PNG, 'image/png');
    s3.refuse({ status: 403, code: 'AccessDenied' });
    const denied = await storage.readUpload(KEY, MAX_UPLOAD_BYTES).catch((error: unknown) => error);
    expect(denied).toBeInstanceOf(StorageFailureError);
    // A HEAD's refusal has no body, so no code: its status says it (S3 answers HEADs so too).
    expect((denied as Error).message).toMatch(/HEAD .* failed: .*HTTP 403/);
    await expect(storage.get(KEY)).rejects.toThrow(StorageFailureError);
    await expect(storage.remove(KEY)).rejects.toThrow(/DELETE .* failed: AccessDenied/);
    s3.refuse({ status: 403, code: 'RequestTimeTooSkewed' });
    await expect(storage.remove(KEY)).rejects.toThrow(/RequestTimeTooSkewed/);
    await expect(storage.readUpload(KEY, MAX_UPLOAD_BYTES)).rejects.toThrow(StorageFailureError);
    s3.refuse(undefined);
    expect((await storage.readUpload(KEY, MAX_UPLOAD_BYTES)).kind).toBe('ok');
  });

  it('never buffers more than the limit, even when the GET brings more than the HEAD said', async () => {
    const storage = new S3FileStorage(s3Config(s3), silent);
    s3.putDirect(KEY, Buffer.concat([PNG, Buffer.alloc(2 * MAX_UPLOAD_BYTES)]), 'image/png');
    s3.misreportSize(KEY, PNG.length);
    try {
      expect(await storage.readUpload(KEY, MAX_UPLOAD_BYTES)).toEqual({ kind: 'tooLarge', size: PNG.length });
      await expect(storage.get(KEY)).rejects.toThrow(/more than an upload may be/);
    } finally {
      s3.misreportSize(KEY);
    }
  });

  it("retries S3's transient failures (the SDK's standard retries)", async () => {
    const storage = new S3FileStorage(s3Config(s3), silent);
    s3.putDirect(KEY, PNG, 'image/png');
    s3.refuse({ status: 503, code: 'SlowDown', times: 2 });
    const start = s3.log.length;
    expect(await storage.size(KEY)).toBe(PNG.length);
    expect(s3.log.slice(start).map((r) => r.status)).toEqual([503, 503, 200]);
  });

  it('caps presigned lifetimes at the seven days SigV4 allows', async () => {
    const storage = new S3FileStorage(s3Config(s3), silent);
    s3.putDirect(KEY, PNG, 'image/png');
    const url = await storage.presignGet(KEY, 30 * 24 * 60 * 60);
    expect(new URL(url).searchParams.get('X-Amz-Expires')).toBe(String(MAX_PRESIGN_SECONDS));
    expect((await fetch(url)).status).toBe(200);
  });

  it("signs the server's own requests for S3_INTERNAL_ENDPOINT and browsers' URLs and forms for S3_ENDPOINT", async () => {
    const config = s3Config(s3, { S3_ENDPOINT: 'http://files.example.test:9000', S3_INTERNAL_ENDPOINT: s3.endpoint });
    const storage = new S3FileStorage(config, silent);
    await storage.put(KEY, PNG);
    expect((await storage.get(KEY))?.equals(PNG)).toBe(true);
    expect((await storage.signedGetUrl(KEY)).startsWith(`http://files.example.test:9000/files/${KEY}?`)).toBe(true);
    expect(await storage.signedUpload(KEY, 'image/png')).toMatchObject({ method: 'POST', url: 'http://files.example.test:9000/files' });
  });
});

describe('S3 addressing: path style for own endpoints, dotted bucket names and S3_FORCE_PATH_STYLE', () => {
  const keys = { S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' };
  const configOf = (env: Record<string, string>) => loadConfig({ DEV_MODE: '1', ...keys, ...env }).s3!;
  const cases: [Record<string, string>, string][] = [
    [{ S3_BUCKET: 'files', S3_REGION: 'eu-west-1' }, 'https://files.s3.eu-west-1.amazonaws.com/'],
    // A dotted name cannot be a virtual host under TLS (*.s3... covers one level): path style.
    [{ S3_BUCKET: 'my.files', S3_REGION: 'eu-west-1' }, 'https://s3.eu-west-1.amazonaws.com/my.files/'],
    [{ S3_BUCKET: 'files', S3_REGION: 'eu-west-1', S3_FORCE_PATH_STYLE: 'true' }, 'https://s3.eu-west-1.amazonaws.com/files/'],
    [{ S3_BUCKET: 'files', S3_ENDPOINT: 'http://localhost:9000' }, 'http://localhost:9000/files/'],
    [{ S3_BUCKET: 'files', S3_ENDPOINT: 'https://storage.example.test', S3_FORCE_PATH_STYLE: '0' }, 'https://files.storage.example.test/'],
  ];

  it.each(cases)('%j: objects at %s, uploads to the origin the CSP allows', async (env, prefix) => {
    const config = configOf(env);
    const storage = new S3FileStorage(config, silent);
    expect((await storage.signedGetUrl(KEY)).startsWith(`${prefix}${KEY}?`)).toBe(true);
    expect(new URL((await storage.signedUpload(KEY, 'image/png')).url).origin).toBe(s3UploadOrigin(config));
  });
});

// Through the API with S3 storage and temporary credentials (S3_SESSION_TOKEN): the upload form
// binds type and size, the API reads nothing larger than 5 MB (HEAD first), an attached file
// cannot be rewritten with its still-valid form, and a storage refusal is not "not found".
describe('uploads with S3 storage', () => {
  let s3: FakeS3;
  let t: TestApp;
  let owner: string;
  let ownerId: string;
  const saved: Record<string, string | undefined> = {};
  const S3_ENV = [
    'S3_BUCKET',
    'S3_REGION',
    'S3_ACCESS_KEY_ID',
    'S3_SECRET_ACCESS_KEY',
    'S3_SESSION_TOKEN',
    'S3_ENDPOINT',
    'S3_INTERNAL_ENDPOINT',
    'S3_FORCE_PATH_STYLE',
  ];
  const AVATAR = 'mutation($file: UploadAvatarInput!) { uploadUserAvatar(file: $file) { id url } }';
  type Issued = { signedRequest: string; fileName: string; method: string; fields: Record<string, string>; message?: string };

  beforeAll(async () => {
    s3 = await startFakeS3({ sessionToken: 'token-of-the-api-role' });
    for (const name of S3_ENV) saved[name] = process.env[name];
    for (const name of S3_ENV) delete process.env[name];
    Object.assign(process.env, {
      S3_BUCKET: s3.bucket,
      S3_REGION: s3.region,
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
      S3_SESSION_TOKEN: s3.sessionToken,
      S3_ENDPOINT: s3.endpoint,
    });
    t = await createTestApp();
    owner = await t.login('owner@demo.test');
    ownerId = (await sessionIds(t, owner)).userId;
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
    for (const name of S3_ENV)
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
  });
  afterEach(() => {
    s3.refuse(undefined);
    jest.restoreAllMocks();
  });

  async function issue(type: string, name = 'face.png'): Promise<{ status: number; body: Issued }> {
    const res = await fetch(`${t.url}/issuePresignedURL?file-name=${encodeURIComponent(name)}&file-type=${encodeURIComponent(type)}`, {
      headers: { authorization: `Bearer ${owner}` },
    });
    return { status: res.status, body: (await res.json()) as Issued };
  }

  const post = (issued: Issued, bytes: Buffer, overrides: Record<string, string> = {}) =>
    postForm({ url: issued.signedRequest, fields: issued.fields }, bytes, overrides);

  const attach = (path: string) => t.gql<{ uploadUserAvatar: { id: string; url: string } }>(AVATAR, { file: { userId: ownerId, type: 'avatar', path } }, owner);

  it('issues a POST form bound to one key, the declared type and 1 byte to 5 MB, and refuses SVG', async () => {
    expect((await issue('image/svg+xml', 'x.svg')).status).toBe(400);
    expect((await issue('image/svg+xml', 'x.svg')).body.message).toBe('Only images or PDF files can be uploaded.');
    expect((await issue('text/html', 'x.html')).status).toBe(400);
    const { status, body } = await issue('image/png');
    expect(status).toBe(200);
    expect(body.method).toBe('POST');
    expect(body.signedRequest).toBe(`${s3.endpoint}/${s3.bucket}`);
    const policy = JSON.parse(Buffer.from(body.fields.Policy, 'base64').toString('utf8')) as { expiration: string; conditions: unknown[] };
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        { key: body.fileName },
        { 'Content-Type': 'image/png' },
        ['content-length-range', 1, MAX_UPLOAD_BYTES],
        { 'X-Amz-Security-Token': s3.sessionToken },
      ]),
    );
    // A short-lived form: five minutes.
    expect(Date.parse(policy.expiration) - Date.now()).toBeLessThanOrEqual(5 * 60 * 1000);
  });

  it('S3 refuses a body over 5 MB, another content type or another key under the form', async () => {
    const { body } = await issue('image/png');
    expect(await post(body, Buffer.concat([PNG, Buffer.alloc(MAX_UPLOAD_BYTES + 1 - PNG.length)]))).toEqual({ status: 400, code: 'EntityTooLarge' });
    expect(await post(body, PNG, { 'Content-Type': 'text/html' })).toEqual({ status: 403, code: 'AccessDenied' });
    expect(await post(body, PNG, { key: `${ownerId}.00000000-0000-0000-0000-000000000000.other.png` })).toEqual({ status: 403, code: 'AccessDenied' });
    expect(s3.objects.has(body.fileName)).toBe(false);
    expect(await post(body, PNG)).toEqual({ status: 204, code: '' });
    // Stored with the declared type, the one the form binds.
    expect(s3.objects.get(body.fileName)?.contentType).toBe('image/png');
  });

  it('keeps the checked bytes: the form used again after attaching changes nothing the file serves', async () => {
    const { body } = await issue('image/png');
    expect((await post(body, PNG)).status).toBe(204);
    const attached = await attach(body.fileName);
    expect(attached.errors).toBeUndefined();
    const em = t.app.get(MikroORM).em.fork();
    const row = await em.findOneOrFail(StoredFile, { id: attached.data!.uploadUserAvatar.id });
    // Recorded under a fresh key (same uploader), served with the type its bytes are.
    expect(row.path).not.toBe(body.fileName);
    expect(row.path.startsWith(`${ownerId}.`)).toBe(true);
    expect(s3.objects.get(row.path)).toMatchObject({ contentType: 'image/png' });
    // The still-valid form writes the upload key again (S3 allows it), never the recorded file.
    expect((await post(body, Buffer.from('<svg onload="alert(1)"/>'))).status).toBe(204);
    const served = await fetch(attached.data!.uploadUserAvatar.url);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    // And the rewritten upload key is checked like any upload if attached again: refused by content.
    const again = await attach(body.fileName);
    expect(again.errors?.[0]?.message).toBe('Only image files can be uploaded.');
  });

  it('refuses an object over 5 MB by its size alone, never reading its bytes', async () => {
    const key = `${ownerId}.11111111-1111-1111-1111-111111111111.huge.png`;
    s3.putDirect(key, Buffer.concat([PNG, Buffer.alloc(6_000_000)]), 'image/png');
    const before = s3.log.length;
    const r = await attach(key);
    expect(r.errors?.[0]?.message).toBe('Upload exceeds max allowable size of 5MB. Please resize the image or pick a smaller file to upload.');
    const reads = s3.log.slice(before).filter((entry) => entry.key === key);
    expect(reads.map((entry) => entry.method)).toEqual(['HEAD']);
  });

  it('carries the session token on every request the API makes', () => {
    const own = s3.log.filter((entry) => entry.auth === 'header');
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((entry) => entry.token === s3.sessionToken)).toBe(true);
  });

  it('says the storage failed, and logs why, when S3 refuses the API (403 is not "Upload not found")', async () => {
    const { body } = await issue('image/png');
    expect((await post(body, PNG)).status).toBe(204);
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    s3.refuse({ status: 403, code: 'AccessDenied' });
    const refused = await attach(body.fileName);
    expect(refused.errors?.[0]?.message).toBe(STORAGE_FAILED_MESSAGE);
    expect(logged.mock.calls.some(([message]) => /HEAD .* failed: .*HTTP 403/.test(String(message)))).toBe(true);
    s3.refuse(undefined);
    expect((await attach(body.fileName)).errors).toBeUndefined();
  });

  it('logs a stored file it could not delete (a replaced avatar) instead of dropping the failure', async () => {
    const { body } = await issue('image/png');
    expect((await post(body, PNG)).status).toBe(204);
    const warned = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    s3.refuse({ status: 403, code: 'AccessDenied', method: 'DELETE' });
    expect((await attach(body.fileName)).errors).toBeUndefined();
    // The avatar it replaced stays in the bucket, and the log says so with S3's reason.
    expect(warned.mock.calls.some(([message]) => /Stored bytes .* left behind: .*DELETE .* failed: AccessDenied/.test(String(message)))).toBe(true);
  });
});
