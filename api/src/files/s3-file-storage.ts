import { randomUUID } from 'node:crypto';

import { MAX_UPLOAD_BYTES } from '@pg/domain';

import {
  type FileStorage,
  GET_TTL_SECONDS,
  POST_POLICY_TTL_SECONDS,
  type SignedUpload,
  StoredFileTooLargeError,
  UploadChangedError,
  UploadExistsError,
  type UploadRead,
} from './file-storage';
import { presignS3, presignS3Post, type S3Settings } from './s3-presigner';

/** The server's own S3 calls: signed for a minute. */
const OWN_TTL_SECONDS = 60;

/** A stored object's size and version, from a HEAD (no bytes read). */
interface Head {
  size: number;
  etag: string;
}

/**
 * Files in an S3 bucket. Browsers upload by a presigned POST whose policy binds the key, the
 * declared type and 1 byte..MAX_UPLOAD_BYTES (issue 46 s5, review F2), and read by presigned GET
 * URLs. The API never reads an object before a HEAD says it is small enough, reads it only as the
 * version that HEAD saw (If-Match), and keeps a checked upload by copying that very version to a
 * fresh key no upload policy names: a still-valid form can rewrite the upload key, never the file.
 */
export class S3FileStorage implements FileStorage {
  /** The settings the server's own requests are signed with (its internal endpoint when set). */
  private readonly own: S3Settings;

  constructor(private readonly s3: S3Settings) {
    this.own = s3.internalEndpoint ? { ...s3, endpoint: s3.internalEndpoint } : s3;
  }

  private url(method: 'GET' | 'PUT' | 'HEAD' | 'DELETE', key: string, headers: Record<string, string> = {}): string {
    return presignS3(this.own, method, key, OWN_TTL_SECONDS, new Date(), headers);
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    // Written once: S3's conditional write refuses a key that already holds an object.
    const headers = { 'if-none-match': '*' };
    const res = await fetch(this.url('PUT', key, headers), { method: 'PUT', headers, body: new Uint8Array(bytes) });
    if (res.status === 412) throw new UploadExistsError(key);
    if (!res.ok) throw new Error(`S3 PUT ${key}: ${res.status}`);
  }

  private async head(key: string): Promise<Head | undefined> {
    const res = await fetch(this.url('HEAD', key), { method: 'HEAD' });
    if (!res.ok) return undefined;
    return { size: Number(res.headers.get('content-length') ?? 0), etag: res.headers.get('etag') ?? '' };
  }

  /** The bytes of exactly this version (412 when the object changed since the HEAD). */
  private async read(key: string, head: Head): Promise<Buffer | 'missing' | 'changed'> {
    const res = await fetch(this.url('GET', key), { headers: head.etag ? { 'if-match': head.etag } : {} });
    if (res.status === 404 || res.status === 403) return 'missing';
    if (res.status === 412) return 'changed';
    if (!res.ok) throw new Error(`S3 GET ${key}: ${res.status}`);
    return Buffer.from(await res.arrayBuffer());
  }

  async get(key: string): Promise<Buffer | undefined> {
    const head = await this.head(key);
    if (!head) return undefined;
    if (head.size > MAX_UPLOAD_BYTES) throw new StoredFileTooLargeError(key, head.size);
    const bytes = await this.read(key, head);
    if (bytes === 'missing') return undefined;
    if (bytes === 'changed') throw new UploadChangedError(key);
    if (bytes.length > MAX_UPLOAD_BYTES) throw new StoredFileTooLargeError(key, bytes.length);
    return bytes;
  }

  async readUpload(key: string, maxBytes: number): Promise<UploadRead> {
    const head = await this.head(key);
    if (!head) return { kind: 'missing' };
    if (head.size > maxBytes) return { kind: 'tooLarge', size: head.size };
    const bytes = await this.read(key, head);
    if (bytes === 'missing' || bytes === 'changed') return { kind: 'missing' };
    if (bytes.length > maxBytes) return { kind: 'tooLarge', size: bytes.length };
    return { kind: 'ok', bytes, version: head.etag };
  }

  async freeze(key: string, version: string, mimetype: string): Promise<string> {
    const frozen = frozenKey(key);
    const headers = {
      'x-amz-copy-source': `/${encodeURIComponent(this.s3.bucket)}/${key.split('/').map(encodeURIComponent).join('/')}`,
      // Only the version whose bytes were checked; a rewrite in between fails the copy (412).
      'x-amz-copy-source-if-match': version,
      // Served with the type its bytes are, not the one the form declared.
      'x-amz-metadata-directive': 'REPLACE',
      'content-type': mimetype,
    };
    const res = await fetch(this.url('PUT', frozen, headers), { method: 'PUT', headers });
    if (res.status === 412) throw new UploadChangedError(key);
    if (!res.ok) throw new Error(`S3 copy ${key}: ${res.status}`);
    await this.remove(key).catch(() => undefined);
    return frozen;
  }

  async size(key: string): Promise<number | undefined> {
    return (await this.head(key))?.size;
  }

  async remove(key: string): Promise<void> {
    await fetch(this.url('DELETE', key), { method: 'DELETE' });
  }

  signedUpload(key: string, contentType: string): SignedUpload {
    const post = presignS3Post(this.s3, { key, contentType, minBytes: 1, maxBytes: MAX_UPLOAD_BYTES, expiresSeconds: POST_POLICY_TTL_SECONDS });
    return { method: 'POST', url: post.url, fields: post.fields };
  }

  signedGetUrl(key: string): string {
    return presignS3(this.s3, 'GET', key, GET_TTL_SECONDS);
  }
}

/** The same uploader and name under a new id: `<userId>.<uuid>.<name>` (KEY_PATTERN) stays true. */
export function frozenKey(key: string): string {
  const [userId, , ...name] = key.split('.');
  return [userId, randomUUID(), ...name].join('.');
}
