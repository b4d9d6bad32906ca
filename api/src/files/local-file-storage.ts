import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { type FileStorage, GET_TTL_SECONDS, KEY_PATTERN, PUT_TTL_SECONDS } from './file-storage';
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
    await writeFile(this.path(key), bytes);
  }

  async get(key: string): Promise<Buffer | undefined> {
    return readFile(this.path(key)).catch(() => undefined);
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

  signedPutUrl(key: string): string {
    const expires = Math.floor(Date.now() / 1000) + PUT_TTL_SECONDS;
    return `${this.publicUrl}/files/upload/${key}?expires=${expires}&signature=${this.signer.sign('PUT', key, expires)}`;
  }

  signedGetUrl(key: string): string {
    const expires = Math.floor(Date.now() / 1000) + GET_TTL_SECONDS;
    return `${this.publicUrl}/files/${key}?expires=${expires}&signature=${this.signer.sign('GET', key, expires)}`;
  }
}
