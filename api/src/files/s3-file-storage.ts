import { type FileStorage, GET_TTL_SECONDS, PUT_TTL_SECONDS } from './file-storage';
import { presignS3, type S3Settings } from './s3-presigner';

/** Files in an S3 bucket: the browser PUTs and GETs by presigned URLs; the API reads by the same. */
export class S3FileStorage implements FileStorage {
  /** The settings the server's own requests are signed with (its internal endpoint when set). */
  private readonly own: S3Settings;

  constructor(private readonly s3: S3Settings) {
    this.own = s3.internalEndpoint ? { ...s3, endpoint: s3.internalEndpoint } : s3;
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const res = await fetch(presignS3(this.own, 'PUT', key, 60), { method: 'PUT', body: new Uint8Array(bytes) });
    if (!res.ok) throw new Error(`S3 PUT ${key}: ${res.status}`);
  }

  async get(key: string): Promise<Buffer | undefined> {
    const res = await fetch(presignS3(this.own, 'GET', key, 60));
    if (res.status === 404 || res.status === 403) return undefined;
    if (!res.ok) throw new Error(`S3 GET ${key}: ${res.status}`);
    return Buffer.from(await res.arrayBuffer());
  }

  async size(key: string): Promise<number | undefined> {
    const res = await fetch(presignS3(this.own, 'HEAD', key, 60), { method: 'HEAD' });
    if (!res.ok) return undefined;
    return Number(res.headers.get('content-length') ?? 0);
  }

  async remove(key: string): Promise<void> {
    await fetch(presignS3(this.own, 'DELETE', key, 60), { method: 'DELETE' });
  }

  signedPutUrl(key: string): string {
    return presignS3(this.s3, 'PUT', key, PUT_TTL_SECONDS);
  }

  signedGetUrl(key: string): string {
    return presignS3(this.s3, 'GET', key, GET_TTL_SECONDS);
  }
}
