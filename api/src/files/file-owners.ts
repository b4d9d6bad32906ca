import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { FileType } from '@pg/domain';

import type { AuthUser } from '../common/auth-user';
import type { EventsService } from '../events/events.service';
import type { StoredFile } from './file.entity';

/** createFile's input: the upload and the owner it attaches to. */
export interface CreateFileRequest {
  type: string;
  path: string;
  caption?: string | null;
  mimetype?: string | null;
  invoiceId?: string | null;
  disbursementId?: string | null;
  refundId?: string | null;
  disputeId?: string | null;
  organizationId?: string | null;
}

export interface AttachContext {
  em: EntityManager;
  events: EventsService;
  user: AuthUser;
  input: CreateFileRequest;
  type: FileType;
  /** Builds the file row from the upload (checked: exists, small enough, image or PDF by content); called after the owner's checks. */
  prepare: (options?: { imagesOnly?: boolean }) => Promise<StoredFile>;
}

/**
 * One kind of owner of files (a dispute's evidence, a refund's documents, an invoice's credit
 * advice, a disbursement's files, an organization's logo): who may attach, remove and see them.
 * Each owner's domain registers its own (its module's constructor), so files/ imports none of its
 * owners, as the owners declare their link columns on stored_file (fileOwnedBy).
 */
export interface FileOwnerKind {
  /** The file types createFile attaches to this owner; 'others': every type no kind names (disbursement files). */
  types: readonly string[] | 'others';
  /** StoredFile relations the checks below read. */
  populate: readonly string[];
  /** createFile: finds the owner named in the input, refuses a caller who may not attach to it, links the file. Returns a file the new one replaces, whose bytes are deleted after the flush. */
  attach: (context: AttachContext) => Promise<StoredFile | null | void>;
  /** removeFile: false when the file is not this owner's; otherwise throws unless the caller may remove it. */
  checkRemove: (em: EntityManager, user: AuthUser, file: StoredFile) => Promise<boolean>;
  /** A file's address: false when the file is not this owner's; otherwise throws unless the caller may see it. */
  checkRead: (em: EntityManager, user: AuthUser, file: StoredFile) => Promise<boolean>;
}

/** The registered owners of files, in registration order. */
@Injectable()
export class FileOwners {
  private readonly kinds: FileOwnerKind[] = [];

  register(kind: FileOwnerKind): void {
    if (!this.kinds.includes(kind)) this.kinds.push(kind);
  }

  forType(type: string): FileOwnerKind | undefined {
    return this.kinds.find((k) => k.types !== 'others' && k.types.includes(type)) ?? this.kinds.find((k) => k.types === 'others');
  }

  all(): readonly FileOwnerKind[] {
    return this.kinds;
  }

  populate(): string[] {
    return [...new Set(this.kinds.flatMap((k) => k.populate))];
  }
}
