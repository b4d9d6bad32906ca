import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import { MikroORM } from '@mikro-orm/postgresql';
import { MAX_UPLOAD_BYTES } from '@pg/domain';

import { StoredFile } from '../src/files/file.entity';
import { S3FileStorage } from '../src/files/s3-file-storage';
import { presignS3, presignS3Post, s3SettingsFrom } from '../src/files/s3-presigner';
import { type FakeS3, startFakeS3 } from './support/fake-s3';
import { PNG, sessionIds } from './support/people-fixtures';
import { createTestApp, type TestApp } from './test-app';

// The S3 driver signs URLs itself (no SDK): check it against AWS's published SigV4 example
// ("Authenticating Requests: Using Query Parameters", GET examplebucket/test.txt).
describe('S3 presigned URLs (SigV4)', () => {
  it('matches the AWS documentation example', () => {
    const url = presignS3(
      {
        bucket: 'examplebucket',
        region: 'us-east-1',
        accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
        secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
        endpoint: 'https://s3.amazonaws.com',
        virtualHosted: true,
      },
      'GET',
      'test.txt',
      86400,
      new Date('2013-05-24T00:00:00Z'),
    );
    expect(url).toContain('X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request');
    expect(url.startsWith('https://examplebucket.s3.amazonaws.com/test.txt?')).toBe(true);
    expect(url).toMatch(/X-Amz-Signature=aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404$/);
  });
});

describe('S3 presigned URLs, path-style (MinIO)', () => {
  it('puts the bucket in the path', () => {
    const url = presignS3(
      { bucket: 'files', region: 'us-east-1', accessKeyId: 'k', secretAccessKey: 's', endpoint: 'http://127.0.0.1:9000' },
      'PUT',
      'a.b.pdf',
      900,
    );
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:9000\/files\/a\.b\.pdf\?X-Amz-Algorithm=AWS4-HMAC-SHA256&/);
  });
});

describe('S3 from inside the network (S3_INTERNAL_ENDPOINT)', () => {
  it("signs the server's own requests for the internal host and browsers' URLs for the public one", async () => {
    const seen: { method: string; host: string; url: string }[] = [];
    const server = createServer((req, res) => {
      seen.push({ method: req.method ?? '', host: req.headers.host ?? '', url: req.url ?? '' });
      if (req.method === 'HEAD') res.setHeader('content-length', '5');
      res.end(req.method === 'GET' ? 'bytes' : '');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const settings = s3SettingsFrom({
        S3_BUCKET: 'files',
        S3_ACCESS_KEY_ID: 'k',
        S3_SECRET_ACCESS_KEY: 's',
        S3_ENDPOINT: 'http://files.example.test:9000',
        S3_INTERNAL_ENDPOINT: `http://127.0.0.1:${port}`,
      })!;
      const storage = new S3FileStorage(settings);
      await storage.put('a/b.pdf', Buffer.from('x'));
      expect((await storage.get('a/b.pdf'))?.toString()).toBe('bytes');
      // The size is asked (HEAD) before the bytes are read.
      expect(seen.map((r) => [r.method, r.host, r.url.split('?')[0]])).toEqual([
        ['PUT', `127.0.0.1:${port}`, '/files/a/b.pdf'],
        ['HEAD', `127.0.0.1:${port}`, '/files/a/b.pdf'],
        ['GET', `127.0.0.1:${port}`, '/files/a/b.pdf'],
      ]);
      expect(storage.signedGetUrl('a/b.pdf').startsWith('http://files.example.test:9000/files/a/b.pdf?')).toBe(true);
      expect(storage.signedUpload('a/b.pdf', 'application/pdf')).toMatchObject({ method: 'POST', url: 'http://files.example.test:9000/files/' });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('S3 POST policy (SigV4)', () => {
  it('binds the key, the content type and the size range, signed over the base64 policy', () => {
    const s3 = { bucket: 'files', region: 'us-east-1', accessKeyId: 'k', secretAccessKey: 's', endpoint: 'http://127.0.0.1:9000' };
    const post = presignS3Post(
      s3,
      { key: 'u.k.pdf', contentType: 'application/pdf', minBytes: 1, maxBytes: 5_000_000, expiresSeconds: 300 },
      new Date('2026-01-02T03:04:05Z'),
    );
    expect(post.url).toBe('http://127.0.0.1:9000/files/');
    const policy = JSON.parse(Buffer.from(post.fields.policy, 'base64').toString('utf8')) as { expiration: string; conditions: unknown[] };
    expect(policy.expiration).toBe('2026-01-02T03:09:05.000Z');
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        { bucket: 'files' },
        ['eq', '$key', 'u.k.pdf'],
        ['eq', '$Content-Type', 'application/pdf'],
        ['content-length-range', 1, 5_000_000],
        { 'x-amz-credential': 'k/20260102/us-east-1/s3/aws4_request' },
        { 'x-amz-date': '20260102T030405Z' },
      ]),
    );
    expect(post.fields).toMatchObject({ key: 'u.k.pdf', 'Content-Type': 'application/pdf', 'x-amz-algorithm': 'AWS4-HMAC-SHA256' });
    expect(post.fields['x-amz-signature']).toMatch(/^[0-9a-f]{64}$/);
  });
});

// Issue 46 s5 / review F2, through the API with S3 storage (a local S3 that checks policies and
// signatures as S3 does): the upload form binds type and size, the API reads nothing larger
// than 5 MB (HEAD first), and an attached file cannot be rewritten with its still-valid form.
describe('uploads with S3 storage', () => {
  let s3: FakeS3;
  let t: TestApp;
  let owner: string;
  let ownerId: string;
  const saved: Record<string, string | undefined> = {};
  const S3_ENV = ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_ENDPOINT', 'S3_INTERNAL_ENDPOINT'];
  const AVATAR = 'mutation($file: UploadAvatarInput!) { uploadUserAvatar(file: $file) { id url } }';
  type Issued = { signedRequest: string; fileName: string; method: string; fields: Record<string, string>; message?: string };

  beforeAll(async () => {
    s3 = await startFakeS3();
    for (const name of S3_ENV) saved[name] = process.env[name];
    Object.assign(process.env, {
      S3_BUCKET: s3.bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
      S3_ENDPOINT: s3.endpoint,
    });
    delete process.env.S3_INTERNAL_ENDPOINT;
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

  async function issue(type: string, name = 'face.png'): Promise<{ status: number; body: Issued }> {
    const res = await fetch(`${t.url}/issuePresignedURL?file-name=${encodeURIComponent(name)}&file-type=${encodeURIComponent(type)}`, {
      headers: { authorization: `Bearer ${owner}` },
    });
    return { status: res.status, body: (await res.json()) as Issued };
  }

  /** The browser's form POST: the policy's fields, then the file (web/src/modules/files/uploadFile.ts). */
  async function post(issued: Issued, bytes: Buffer, fieldOverrides: Record<string, string> = {}): Promise<{ status: number; code: string }> {
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...issued.fields, ...fieldOverrides })) form.append(name, value);
    form.append('file', new Blob([new Uint8Array(bytes)]), 'upload');
    const res = await fetch(issued.signedRequest, { method: 'POST', body: form });
    return { status: res.status, code: /<Code>(\w+)<\/Code>/.exec(await res.text())?.[1] ?? '' };
  }

  const attach = (path: string) => t.gql<{ uploadUserAvatar: { id: string; url: string } }>(AVATAR, { file: { userId: ownerId, type: 'avatar', path } }, owner);

  it('issues a POST form bound to one key, the declared type and 1 byte to 5 MB, and refuses SVG', async () => {
    expect((await issue('image/svg+xml', 'x.svg')).status).toBe(400);
    expect((await issue('image/svg+xml', 'x.svg')).body.message).toBe('Only images or PDF files can be uploaded.');
    expect((await issue('text/html', 'x.html')).status).toBe(400);
    const { status, body } = await issue('image/png');
    expect(status).toBe(200);
    expect(body.method).toBe('POST');
    expect(body.signedRequest).toBe(`${s3.endpoint}/${s3.bucket}/`);
    const policy = JSON.parse(Buffer.from(body.fields.policy, 'base64').toString('utf8')) as { expiration: string; conditions: unknown[] };
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        ['eq', '$key', body.fileName],
        ['eq', '$Content-Type', 'image/png'],
        ['content-length-range', 1, MAX_UPLOAD_BYTES],
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
});
