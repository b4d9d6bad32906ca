import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { MAX_UPLOAD_BYTES } from '@pg/domain';

import {
  type FileStorage,
  GET_TTL_SECONDS,
  KEY_PATTERN,
  PUT_TTL_SECONDS,
  type SignedUpload,
  StoredFileTooLargeError,
  UploadExistsError,
  type UploadRead,
} from './file-storage';
import type { UrlSigner } from './url-signer';

/** Files under DATA_DIR/files, served by the API's own signed /files routes. */
export class LocalFileStorage implements FileStorage {
  constructor(
    private readonly dir: string,
    private readonly publicUrl: string,
    private readonly signer: UrlSigner,
  ) {}

  private path(key: string): string {
    // Keys come from URLs: only the issued shape may touch the disk (no ../ tricks).
    if (!KEY_PATTERN.test(key)) throw new Error('invalid file key');
    return join(this.dir, key);
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    // 'wx': written once. A still-valid upload link cannot replace bytes already checked and attached.
    await writeFile(this.path(key), bytes, { flag: 'wx' }).catch((error: NodeJS.ErrnoException) => {
      throw error.code === 'EEXIST' ? new UploadExistsError(key) : error;
    });
  }

  async get(key: string): Promise<Buffer | undefined> {
    const size = await this.size(key);
    if (size === undefined) return undefined;
    if (size > MAX_UPLOAD_BYTES) throw new StoredFileTooLargeError(key, size);
    return readFile(this.path(key)).catch(() => undefined);
  }

  async readUpload(key: string, maxBytes: number): Promise<UploadRead> {
    const size = await this.size(key);
    if (size === undefined) return { kind: 'missing' };
    if (size > maxBytes) return { kind: 'tooLarge', size };
    const bytes = await readFile(this.path(key)).catch(() => undefined);
    return bytes ? { kind: 'ok', bytes, version: String(bytes.length) } : { kind: 'missing' };
  }

  /** The key stays: the API's upload route writes a key once, so it is frozen already. */
  freeze(key: string): Promise<string> {
    return Promise.resolve(key);
  }

  async size(key: string): Promise<number | undefined> {
    return stat(this.path(key)).then(
      (s) => s.size,
      () => undefined,
    );
  }

  async remove(key: string): Promise<void> {
    await rm(this.path(key), { force: true });
  }

  signedUpload(key: string): Promise<SignedUpload> {
    const expires = Math.floor(Date.now() / 1000) + PUT_TTL_SECONDS;
    return Promise.resolve({
      method: 'PUT',
      url: `${this.publicUrl}/files/upload/${key}?expires=${expires}&signature=${this.signer.sign('PUT', key, expires)}`,
    });
  }

  signedGetUrl(key: string): Promise<string> {
    const expires = Math.floor(Date.now() / 1000) + GET_TTL_SECONDS;
    return Promise.resolve(`${this.publicUrl}/files/${key}?expires=${expires}&signature=${this.signer.sign('GET', key, expires)}`);
  }
}
