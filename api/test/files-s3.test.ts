import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import { S3FileStorage } from '../src/files/s3-file-storage';
import { presignS3, s3SettingsFrom } from '../src/files/s3-presigner';

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
      expect(seen.map((r) => [r.method, r.host, r.url.split('?')[0]])).toEqual([
        ['PUT', `127.0.0.1:${port}`, '/files/a/b.pdf'],
        ['GET', `127.0.0.1:${port}`, '/files/a/b.pdf'],
      ]);
      expect(storage.signedGetUrl('a/b.pdf').startsWith('http://files.example.test:9000/files/a/b.pdf?')).toBe(true);
      expect(storage.signedPutUrl('a/b.pdf').startsWith('http://files.example.test:9000/files/a/b.pdf?')).toBe(true);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
