// Where uploaded bytes live. The API hands out signed, expiring URLs; the browser moves the
// bytes. Local disk by default (DATA_DIR/files); an S3 driver implements the same interface.
export interface FileStorage {
  /** Writes a key once: a second write to the same key is refused (UploadExistsError). */
  put: (key: string, bytes: Buffer) => Promise<void>;
  /** The bytes of a stored file; its size is checked first (HEAD) and more than MAX_UPLOAD_BYTES is never read. */
  get: (key: string) => Promise<Buffer | undefined>;
  size: (key: string) => Promise<number | undefined>;
  remove: (key: string) => Promise<void>;
  /** How the browser sends the bytes of one upload: a form POST (S3 policy) or a PUT (local disk). */
  signedUpload: (key: string, contentType: string) => Promise<SignedUpload>;
  /** An upload to check: its size first (HEAD), and the bytes only when at most `maxBytes`, with their version. */
  readUpload: (key: string, maxBytes: number) => Promise<UploadRead>;
  /**
   * Makes checked upload bytes a stored file nobody can write again, and returns its key. S3: a
   * server-side copy (only if the object is still the version checked) to a key no upload form
   * names; local disk: the same key, which the API writes once.
   */
  freeze: (key: string, version: string, mimetype: string) => Promise<string>;
  /** Address that serves the bytes for a while (async: S3 credentials may have to be fetched or refreshed). */
  signedGetUrl: (key: string) => Promise<string>;
}

/** issuePresignedURL's upload: `url` (signedRequest), the method, and for a POST the form fields sent before the file. */
export interface SignedUpload {
  url: string;
  method: 'PUT' | 'POST';
  fields?: Record<string, string>;
}

export type UploadRead = { kind: 'missing' } | { kind: 'tooLarge'; size: number } | { kind: 'ok'; bytes: Buffer; version: string };

/** A write to a key that already holds bytes: each upload key is written once. */
export class UploadExistsError extends Error {
  constructor(key: string) {
    super(`${key} is already written`);
  }
}

/** An upload rewritten while it was checked: the checked version is gone. */
export class UploadChangedError extends Error {
  constructor(key: string) {
    super(`${key} changed while it was checked`);
  }
}

/**
 * The storage failed (S3 refused the request: access denied, a skewed clock, an unknown bucket,
 * or it could not be reached after the SDK's retries). Not "not found": users are told the
 * storage failed and the cause is logged.
 */
export class StorageFailureError extends Error {
  constructor(operation: string, key: string, cause: unknown) {
    super(`File storage: ${operation} ${key} failed: ${describeCause(cause)}`, { cause });
  }
}

/** The S3 error code, HTTP status and request id when there are (the SDK's ServiceException), else the message. */
function describeCause(cause: unknown): string {
  if (!(cause instanceof Error)) return String(cause);
  const meta = (cause as { $metadata?: { httpStatusCode?: number; requestId?: string } }).$metadata;
  const details = [meta?.httpStatusCode && `HTTP ${meta.httpStatusCode}`, meta?.requestId && `request ${meta.requestId}`].filter(Boolean);
  return `${cause.name}: ${cause.message}${details.length ? ` (${details.join(', ')})` : ''}`;
}

/** What users are told when the storage failed (the cause is in the API's log). */
export const STORAGE_FAILED_MESSAGE = 'File storage is not available right now. Please try again later.';

/** A stored object larger than uploads may be: refused before its bytes are read. */
export class StoredFileTooLargeError extends Error {
  constructor(key: string, size: number) {
    super(`${key} is ${size} bytes, more than an upload may be`);
  }
}

export const FILE_STORAGE = Symbol('FILE_STORAGE');

/** Upload links live 15 minutes (S3 upload policies 5); download links an hour. */
export const PUT_TTL_SECONDS = 15 * 60;
/** An S3 upload form is filled at once by the browser; a short policy leaves little to reuse. */
export const POST_POLICY_TTL_SECONDS = 5 * 60;
export const GET_TTL_SECONDS = 60 * 60;

/** Keys are `<userId>.<uuid>.<safe name>`: no slashes, and the uploader is readable from the key. */
export const KEY_PATTERN = /^[0-9a-f-]{36}\.[0-9a-f-]{36}\.[A-Za-z0-9._-]{1,100}$/;

export function safeFileName(name: string): string {
  const cleaned = name.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^[._]+/, '');
  return (cleaned || 'file').slice(-100);
}
