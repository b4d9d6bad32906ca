import { randomUUID } from 'node:crypto';

import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  checkUploadContent,
  FILE_TYPES,
  type FileType,
  isAllowedUploadType,
  isStaff,
  MAX_UPLOAD_BYTES,
  sniffMime,
  UPLOAD_TOO_LARGE_MESSAGE,
  UPLOAD_TYPE_MESSAGE,
} from '@pg/domain';

import type { AuthUser } from '../common/auth-user';
import { badInput, notFound } from '../common/gateway.exception';
import { UUID } from '../common/list-query';
import { EventsService } from '../events/events.service';
import type { StoredFileType } from './dtos/stored-file.type';
import { StoredFile } from './file.entity';
import { type CreateFileRequest, FileOwners } from './file-owners';
import {
  FILE_STORAGE,
  type FileStorage,
  KEY_PATTERN,
  safeFileName,
  type SignedUpload,
  STORAGE_FAILED_MESSAGE,
  StorageFailureError,
  UploadChangedError,
} from './file-storage';
import type { FileUrl } from './file-url.type';

const UPLOAD_MISSING = 'Upload not found. Please upload the file again.';
/** A second write to an upload link already used (local disk); S3 forms are bound to one key the same way. */
export const UPLOAD_USED_MESSAGE = 'This upload link has already been used. Please upload the file again.';

/** issuePresignedURL's answer: signedRequest is where the bytes go; a POST sends `fields` first. */
export interface IssuedUpload {
  signedRequest: string;
  fileName: string;
  method: SignedUpload['method'];
  fields?: Record<string, string>;
}

export interface AttachRequest {
  type: string;
  path: string;
  caption?: string | null;
  mimetype?: string | null;
}

// The presigned flow of spec 000 section 7: issue an upload address, take the bytes (checked
// by size and content), then record the file against an invoice or a disbursement.
@Injectable()
export class FilesService {
  private readonly logger = new Logger('Files');

  constructor(
    private readonly em: EntityManager,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    private readonly events: EventsService,
    private readonly owners: FileOwners,
  ) {}

  async issueUpload(user: AuthUser, fileName: string | undefined, fileType: string | undefined): Promise<IssuedUpload> {
    if (!fileName?.trim()) throw badInput('file-name is required');
    // The declared type is what S3 serves the upload with until it is checked: the types the
    // product takes only (PNG, JPEG, GIF, WebP, PDF), never image/svg+xml or another image/*.
    if (!isAllowedUploadType(fileType)) throw badInput(UPLOAD_TYPE_MESSAGE);
    // A fresh key each time: an upload address is never issued twice for one key.
    const key = `${user.id}.${randomUUID()}.${safeFileName(fileName)}`;
    const upload = await this.storage.signedUpload(key, fileType.toLowerCase()).catch((error: unknown) => this.storageFailed(error));
    return { signedRequest: upload.url, fileName: key, method: upload.method, ...(upload.fields ? { fields: upload.fields } : {}) };
  }

  /** Stores uploaded bytes, once per key; the caller has verified the signature. */
  async receiveUpload(key: string, bytes: Buffer): Promise<void> {
    if (bytes.length > MAX_UPLOAD_BYTES) throw badInput(UPLOAD_TOO_LARGE_MESSAGE);
    if (!sniffMime(bytes)) throw badInput(UPLOAD_TYPE_MESSAGE);
    await this.storage.put(key, bytes);
  }

  read(key: string): Promise<Buffer | undefined> {
    return this.storage.get(key);
  }

  /** createFile: a file for one of its owners (a dispute, a refund, an invoice, a disbursement, a logo), each with its own rule (FileOwners). */
  async create(user: AuthUser, input: CreateFileRequest): Promise<StoredFile> {
    const type = this.fileType(input.type);
    if (type === 'avatar') throw badInput('Avatars are uploaded with uploadUserAvatar');
    const owner = this.owners.forType(type);
    if (!owner) throw badInput(`Unknown file type: ${type}`);
    let file: StoredFile | undefined;
    const prepare = async (options?: { imagesOnly?: boolean }) => (file = await this.prepare(user, input, type, options));
    const replaced = await owner.attach({ em: this.em, events: this.events, user, input, type, prepare });
    if (!file) throw new Error(`The owner of ${type} files attached no file`);
    await this.em.flush();
    if (replaced) await this.deleteObject(replaced.path);
    return file;
  }

  /**
   * Builds (not flushes) a file row for an upload of this user: the object must exist, be
   * small enough, and be an image or PDF by content. Used by createFile and createInvoice.
   */
  async prepare(user: AuthUser, input: AttachRequest, type?: FileType, options: { imagesOnly?: boolean } = {}): Promise<StoredFile> {
    const { mimetype, size, path } = await this.inspect(user, input.path, options.imagesOnly);
    return this.em.create(StoredFile, {
      type: type ?? this.fileType(input.type),
      path,
      caption: input.caption?.trim() || null,
      // The sniffed type, not the declared one: browsers serve it with this content type.
      mimetype,
      size,
      // By id: the links are declared by organizations/ and users/ (fileOwnedBy).
      organization: user.organizationId,
      user: user.id,
    });
  }

  /**
   * Checks an upload of this user (exists, small enough by HEAD before any byte is read, an image
   * or PDF by content) and freezes the checked bytes (FileStorage.freeze): `path` is the key to
   * record, which no upload link can write. Nothing is recorded here.
   */
  async inspect(user: AuthUser, key: string, imagesOnly = false): Promise<{ mimetype: string; size: number; path: string }> {
    if (!KEY_PATTERN.test(key) || (!key.startsWith(`${user.id}.`) && !isStaff(user.role))) throw badInput(UPLOAD_MISSING);
    const read = await this.storage.readUpload(key, MAX_UPLOAD_BYTES).catch((error: unknown) => this.storageFailed(error));
    if (read.kind === 'missing') throw badInput(UPLOAD_MISSING);
    if (read.kind === 'tooLarge') throw badInput(UPLOAD_TOO_LARGE_MESSAGE);
    const checked = checkUploadContent(read.bytes, imagesOnly);
    if (!checked.ok) throw badInput(checked.message);
    const path = await this.storage.freeze(key, read.version, checked.mime).catch((error: unknown) => {
      if (error instanceof UploadChangedError) throw badInput(UPLOAD_MISSING);
      return this.storageFailed(error);
    });
    return { mimetype: checked.mime, size: read.bytes.length, path };
  }

  async remove(user: AuthUser, id: string): Promise<void> {
    if (!UUID.test(id)) throw notFound('File');
    const file = await this.em.findOne(StoredFile, { id }, { populate: this.owners.populate() as never[] });
    if (!file) throw notFound('File');
    if (!(await this.ownerAllows('checkRemove', user, file)) && file.user?.id !== user.id) throw notFound('File');
    this.em.remove(file);
    await this.em.flush();
    await this.deleteObject(file.path);
  }

  /** Deletes stored bytes whose row is gone (a removed file, a replaced logo or avatar): a failure leaves bytes nobody links, so it is logged, not thrown. */
  async deleteObject(path: string): Promise<void> {
    await this.storage.remove(path).catch((error: unknown) => this.logger.warn(`Stored bytes ${path} left behind: ${(error as Error).message}`));
  }

  /** A signed GET address for a file the caller may see. */
  async urlFor(user: AuthUser, path: string): Promise<string> {
    if (!KEY_PATTERN.test(path)) throw notFound('File');
    const file = await this.em.findOne(StoredFile, { path }, { populate: this.owners.populate() as never[] });
    // A file of an owner: that owner's rule; else one's own upload, staff, or a file of one's organization.
    const owned = file ? await this.ownerAllows('checkRead', user, file) : false;
    if (!owned && !path.startsWith(`${user.id}.`) && !isStaff(user.role) && file?.organization?.id !== user.organizationId) throw notFound('File');
    return this.storage.signedGetUrl(path).catch((error: unknown) => this.storageFailed(error));
  }

  async toType(file: StoredFile): Promise<StoredFileType> {
    const url = await this.storage.signedGetUrl(file.path).catch((error: unknown) => this.storageFailed(error));
    return {
      id: file.id,
      url,
      originalUrl: url,
      cloudFrontUrl: url,
      path: file.path,
      type: file.type,
      caption: file.caption ?? null,
      mimetype: file.mimetype,
      createdAt: file.createdAt,
    };
  }

  /** The short shape of logos and avatars (spec 002 s3: id, url, cloudFrontUrl). */
  async toFileUrl(file: StoredFile): Promise<FileUrl> {
    const url = await this.storage.signedGetUrl(file.path).catch((error: unknown) => this.storageFailed(error));
    return { id: file.id, url, cloudFrontUrl: url };
  }

  /**
   * A storage failure (S3 refused or could not be reached) is logged with its cause and told to the
   * user as such, never as "Upload not found"; anything else is rethrown as it is.
   */
  private storageFailed(error: unknown): never {
    if (!(error instanceof StorageFailureError)) throw error;
    this.logger.error(error.message, (error.cause as Error | undefined)?.stack);
    throw badInput(STORAGE_FAILED_MESSAGE);
  }

  private fileType(type: string): FileType {
    if (!(FILE_TYPES as readonly string[]).includes(type)) throw badInput(`Unknown file type: ${type}`);
    return type as FileType;
  }

  /** Whether one of the owners has the file (after its check, which throws when the caller may not). */
  private async ownerAllows(check: 'checkRemove' | 'checkRead', user: AuthUser, file: StoredFile): Promise<boolean> {
    for (const owner of this.owners.all()) if (await owner[check](this.em, user, file)) return true;
    return false;
  }
}
