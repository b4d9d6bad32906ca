import { randomUUID } from 'node:crypto';

import { CopyObjectCommand, DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { Logger } from '@nestjs/common';
import { MAX_UPLOAD_BYTES } from '@pg/domain';

import type { S3Config } from '../config/app-config';
import {
  type FileStorage,
  GET_TTL_SECONDS,
  POST_POLICY_TTL_SECONDS,
  type SignedUpload,
  StorageFailureError,
  StoredFileTooLargeError,
  UploadChangedError,
  UploadExistsError,
  type UploadRead,
} from './file-storage';
import { presignSeconds, s3Clients } from './s3-client';

/** A stored object's size and version, from a HEAD (no bytes read). */
interface Head {
  size: number;
  etag: string;
}

type Failure = Error & { $metadata?: { httpStatusCode?: number } };
const status = (error: unknown) => (error as Failure).$metadata?.httpStatusCode;
/** The object (not the bucket) is not there: a HEAD's bodiless 404 is `NotFound`, a GET's `NoSuchKey`. */
const isMissing = (error: unknown) => error instanceof Error && (error.name === 'NoSuchKey' || error.name === 'NotFound');
/** A conditional request whose condition failed (If-Match, If-None-Match, x-amz-copy-source-if-match). */
const isPreconditionFailed = (error: unknown) => error instanceof Error && (error.name === 'PreconditionFailed' || status(error) === 412);

/**
 * Files in an S3 bucket through the AWS SDK (credentials from the default provider chain unless
 * static keys are configured, retries, typed errors). Browsers upload by a presigned POST whose
 * policy binds the key, the declared type and 1 byte..MAX_UPLOAD_BYTES, so S3 itself refuses
 * another type or a larger body, and read by presigned GET URLs. The API never reads an object
 * before a HEAD says it is small enough, reads it only as the version that HEAD saw (If-Match)
 * and never buffers more than the limit, and keeps a checked upload by copying that very version
 * to a fresh key no upload policy names. Only a missing object is "not found": any other refusal
 * (access denied, a skewed clock, no such bucket) is a StorageFailureError carrying its cause.
 */
export class S3FileStorage implements FileStorage {
  private readonly own: S3Client;
  private readonly browser: S3Client;
  private readonly bucket: string;

  constructor(
    s3: S3Config,
    private readonly logger = new Logger('S3FileStorage'),
  ) {
    ({ own: this.own, browser: this.browser } = s3Clients(s3));
    this.bucket = s3.bucket;
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    // Written once: S3's conditional write refuses a key that already holds an object.
    await this.own.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: bytes, IfNoneMatch: '*' })).catch((error: unknown) => {
      throw isPreconditionFailed(error) ? new UploadExistsError(key) : new StorageFailureError('PUT', key, error);
    });
  }

  private async head(key: string): Promise<Head | undefined> {
    const head = await this.own.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key })).catch((error: unknown) => {
      if (isMissing(error)) return undefined;
      throw new StorageFailureError('HEAD', key, error);
    });
    if (!head) return undefined;
    // A size is what lets the API refuse a large object unread: no size, no read.
    if (head.ContentLength === undefined) throw new StorageFailureError('HEAD', key, new Error('no Content-Length'));
    return { size: head.ContentLength, etag: head.ETag ?? '' };
  }

  /** The bytes of exactly this version (412 when the object changed since the HEAD), never more than `maxBytes`. */
  private async read(key: string, head: Head, maxBytes: number): Promise<Buffer | 'missing' | 'changed' | 'tooLarge'> {
    const got = await this.own
      .send(new GetObjectCommand({ Bucket: this.bucket, Key: key, ...(head.etag ? { IfMatch: head.etag } : {}) }))
      .catch((error: unknown) => {
        if (isMissing(error)) return 'missing' as const;
        if (isPreconditionFailed(error)) return 'changed' as const;
        throw new StorageFailureError('GET', key, error);
      });
    if (typeof got === 'string') return got;
    if (!got.Body) throw new StorageFailureError('GET', key, new Error('no body'));
    return readAtMost(got.Body as AsyncIterable<Uint8Array> & { destroy?: () => void }, maxBytes);
  }

  async get(key: string): Promise<Buffer | undefined> {
    const head = await this.head(key);
    if (!head) return undefined;
    if (head.size > MAX_UPLOAD_BYTES) throw new StoredFileTooLargeError(key, head.size);
    const bytes = await this.read(key, head, MAX_UPLOAD_BYTES);
    if (bytes === 'missing') return undefined;
    if (bytes === 'changed') throw new UploadChangedError(key);
    if (bytes === 'tooLarge') throw new StoredFileTooLargeError(key, head.size);
    return bytes;
  }

  async readUpload(key: string, maxBytes: number): Promise<UploadRead> {
    const head = await this.head(key);
    if (!head) return { kind: 'missing' };
    if (head.size > maxBytes) return { kind: 'tooLarge', size: head.size };
    const bytes = await this.read(key, head, maxBytes);
    if (bytes === 'missing' || bytes === 'changed') return { kind: 'missing' };
    if (bytes === 'tooLarge') return { kind: 'tooLarge', size: head.size };
    return { kind: 'ok', bytes, version: head.etag };
  }

  async freeze(key: string, version: string, mimetype: string): Promise<string> {
    const frozen = frozenKey(key);
    const copy = new CopyObjectCommand({
      Bucket: this.bucket,
      Key: frozen,
      CopySource: `${encodeURIComponent(this.bucket)}/${key.split('/').map(encodeURIComponent).join('/')}`,
      // Only the version whose bytes were checked; a rewrite in between fails the copy (412).
      CopySourceIfMatch: version,
      // Served with the type its bytes are, not the one the form declared.
      MetadataDirective: 'REPLACE',
      ContentType: mimetype,
    });
    await this.own.send(copy).catch((error: unknown) => {
      throw isPreconditionFailed(error) ? new UploadChangedError(key) : new StorageFailureError('COPY', key, error);
    });
    // The upload key is left to its form; a leftover is harmless but worth a line in the log.
    await this.remove(key).catch((error: unknown) => this.logger.warn(`Upload ${key} kept after it was frozen: ${(error as Error).message}`));
    return frozen;
  }

  async size(key: string): Promise<number | undefined> {
    return (await this.head(key))?.size;
  }

  async remove(key: string): Promise<void> {
    await this.own.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key })).catch((error: unknown) => {
      throw new StorageFailureError('DELETE', key, error);
    });
  }

  async signedUpload(key: string, contentType: string): Promise<SignedUpload> {
    const post = await createPresignedPost(this.browser, {
      Bucket: this.bucket,
      Key: key,
      // The Content-Type field is bound by an exact condition the SDK adds for each field.
      Fields: { 'Content-Type': contentType },
      Conditions: [['content-length-range', 1, MAX_UPLOAD_BYTES]],
      Expires: presignSeconds(POST_POLICY_TTL_SECONDS),
    }).catch((error: unknown) => {
      throw new StorageFailureError('presign POST', key, error);
    });
    return { method: 'POST', url: post.url, fields: post.fields };
  }

  async signedGetUrl(key: string): Promise<string> {
    return this.presignGet(key, GET_TTL_SECONDS);
  }

  /** A presigned GET for browsers, its lifetime capped at SigV4's seven days. */
  presignGet(key: string, seconds: number): Promise<string> {
    return getSignedUrl(this.browser, new GetObjectCommand({ Bucket: this.bucket, Key: key }), { expiresIn: presignSeconds(seconds) }).catch(
      (error: unknown) => {
        throw new StorageFailureError('presign GET', key, error);
      },
    );
  }
}

/** The body's bytes, or 'tooLarge' as soon as they pass `maxBytes` (the rest is not read). */
async function readAtMost(body: AsyncIterable<Uint8Array> & { destroy?: () => void }, maxBytes: number): Promise<Buffer | 'tooLarge'> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    if (size > maxBytes) {
      body.destroy?.();
      return 'tooLarge';
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** The same uploader and name under a new id: `<userId>.<uuid>.<name>` (KEY_PATTERN) stays true. */
export function frozenKey(key: string): string {
  const [userId, , ...name] = key.split('.');
  return [userId, randomUUID(), ...name].join('.');
}
