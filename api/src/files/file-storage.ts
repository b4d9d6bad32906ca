// Where uploaded bytes live. The API hands out signed, expiring URLs; the browser moves the
// bytes. Local disk by default (DATA_DIR/files); an S3 driver implements the same interface.
export interface FileStorage {
  put: (key: string, bytes: Buffer) => Promise<void>;
  get: (key: string) => Promise<Buffer | undefined>;
  size: (key: string) => Promise<number | undefined>;
  remove: (key: string) => Promise<void>;
  /** Address the browser PUTs the bytes to. */
  signedPutUrl: (key: string, contentType: string) => string;
  /** Address that serves the bytes for a while. */
  signedGetUrl: (key: string) => string;
}

export const FILE_STORAGE = Symbol('FILE_STORAGE');

/** Upload links live 15 minutes; download links an hour. */
export const PUT_TTL_SECONDS = 15 * 60;
export const GET_TTL_SECONDS = 60 * 60;

/** Keys are `<userId>.<uuid>.<safe name>`: no slashes, and the uploader is readable from the key. */
export const KEY_PATTERN = /^[0-9a-f-]{36}\.[0-9a-f-]{36}\.[A-Za-z0-9._-]{1,100}$/;

export function safeFileName(name: string): string {
  const cleaned = name.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^[._]+/, '');
  return (cleaned || 'file').slice(-100);
}
