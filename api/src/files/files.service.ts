import { randomUUID } from 'node:crypto';

import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import {
  canAddDisputeEvidence,
  canEditDisbursements,
  canUploadCreditAdvice,
  checkUploadContent,
  DISPUTE_FILE_TYPES,
  FILE_TYPES,
  type FileType,
  isMerchant,
  isStaff,
  MAX_UPLOAD_BYTES,
  REFUND_FILE_TYPES,
  Role,
  sniffMime,
  UPLOAD_TOO_LARGE_MESSAGE,
  UPLOAD_TYPE_MESSAGE,
} from '@pg/domain';

import type { AuthUser } from '../common/auth-user';
import { badInput, forbidden, notFound } from '../common/gateway.exception';
import { UUID } from '../common/list-query';
import { findVisibleDispute } from '../disputes/dispute-access';
import { EventsService } from '../events/events.service';
import { Disbursement } from '../invoices/disbursement.entity';
import type { Invoice } from '../invoices/invoice.entity';
import { findVisibleInvoice } from '../invoices/invoice-access';
import { Organization } from '../organizations/organization.entity';
import { findLogoEditableOrganization } from '../organizations/organization-access';
import { replaceLogo } from '../organizations/organization-logo';
import { findVisibleRefund } from '../refunds/refund-access';
import { User } from '../users/user.entity';
import type { StoredFileType } from './dtos/stored-file.type';
import { StoredFile } from './file.entity';
import { FILE_STORAGE, type FileStorage, KEY_PATTERN, safeFileName } from './file-storage';
import type { FileUrl } from './file-url.type';

const ALLOWED_UPLOAD_TYPE = /^(image\/[a-z0-9.+-]+|application\/pdf)$/i;

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
  constructor(
    private readonly em: EntityManager,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    private readonly events: EventsService,
  ) {}

  issueUpload(user: AuthUser, fileName: string | undefined, fileType: string | undefined): { signedRequest: string; fileName: string } {
    if (!fileName?.trim()) throw badInput('file-name is required');
    if (!fileType || !ALLOWED_UPLOAD_TYPE.test(fileType)) throw badInput(UPLOAD_TYPE_MESSAGE);
    const key = `${user.id}.${randomUUID()}.${safeFileName(fileName)}`;
    return { signedRequest: this.storage.signedPutUrl(key, fileType), fileName: key };
  }

  /** Stores uploaded bytes; the caller has verified the signature. */
  async receiveUpload(key: string, bytes: Buffer): Promise<void> {
    if (bytes.length > MAX_UPLOAD_BYTES) throw badInput(UPLOAD_TOO_LARGE_MESSAGE);
    if (!sniffMime(bytes)) throw badInput(UPLOAD_TYPE_MESSAGE);
    await this.storage.put(key, bytes);
  }

  read(key: string): Promise<Buffer | undefined> {
    return this.storage.get(key);
  }

  /** createFile: credit advice on an invoice, hotel invoice or DOI application on a disbursement. */
  async create(
    user: AuthUser,
    input: AttachRequest & {
      invoiceId?: string | null;
      disbursementId?: string | null;
      refundId?: string | null;
      disputeId?: string | null;
      organizationId?: string | null;
    },
  ): Promise<StoredFile> {
    const type = this.fileType(input.type);
    if ((DISPUTE_FILE_TYPES as readonly string[]).includes(type)) {
      // Evidence of a dispute: the merchant's deciders, until it goes to the processor.
      if (!input.disputeId) throw badInput('disputeId is required');
      const dispute = await findVisibleDispute(this.em, user, input.disputeId);
      if (!canAddDisputeEvidence(user.role, dispute.status, dispute.progressStatus)) throw forbidden();
      const file = await this.prepare(user, input, type);
      file.dispute = dispute;
      await this.em.flush();
      return file;
    }
    if (type === 'logo') {
      // An organization's logo (spec 002 s7): an image, replacing the previous one.
      if (!input.organizationId) throw badInput('organizationId is required');
      const org = await findLogoEditableOrganization(this.em, user, input.organizationId);
      const file = await this.prepare(user, input, type, { imagesOnly: true });
      const replaced = await replaceLogo(this.em, this.events, org, file, user.id);
      await this.em.flush();
      if (replaced) await this.deleteObject(replaced.path);
      return file;
    }
    if (type === 'avatar') throw badInput('Avatars are uploaded with uploadUserAvatar');
    if ((REFUND_FILE_TYPES as readonly string[]).includes(type)) {
      // Supporting documents: anyone who sees the refund; the decline's policy file: the merchant.
      if (!input.refundId) throw badInput('refundId is required');
      const refund = await findVisibleRefund(this.em, user, input.refundId);
      if (type === 'extended_policy_file' && !isMerchant(user.role)) throw forbidden();
      const file = await this.prepare(user, input, type);
      file.refund = refund;
      await this.em.flush();
      return file;
    }
    if (type === 'credit_advice') {
      if (!input.invoiceId) throw badInput('invoiceId is required');
      const invoice = await findVisibleInvoice(this.em, user, input.invoiceId);
      if (!canUploadCreditAdvice(user.role, invoice.status)) throw forbidden();
      const file = await this.prepare(user, input, type);
      file.invoice = invoice;
      await this.em.flush();
      return file;
    }
    if (!input.disbursementId) throw badInput('disbursementId is required');
    const disbursement = await this.editableDisbursement(user, input.disbursementId);
    const file = await this.prepare(user, input, type);
    file.disbursement = disbursement;
    await this.em.flush();
    return file;
  }

  /**
   * Builds (not flushes) a file row for an upload of this user: the object must exist, be
   * small enough, and be an image or PDF by content. Used by createFile and createInvoice.
   */
  async prepare(user: AuthUser, input: AttachRequest, type?: FileType, options: { imagesOnly?: boolean } = {}): Promise<StoredFile> {
    const key = input.path;
    const { mimetype, size } = await this.inspect(user, key, options.imagesOnly);
    return this.em.create(StoredFile, {
      type: type ?? this.fileType(input.type),
      path: key,
      caption: input.caption?.trim() || null,
      // The sniffed type, not the declared one: browsers serve it with this content type.
      mimetype,
      size,
      organization: this.em.getReference(Organization, user.organizationId),
      user: this.em.getReference(User, user.id),
    });
  }

  /** Checks an upload of this user (exists, small enough, an image or PDF by content) without recording it. */
  async inspect(user: AuthUser, key: string, imagesOnly = false): Promise<{ mimetype: string; size: number }> {
    if (!KEY_PATTERN.test(key) || (!key.startsWith(`${user.id}.`) && !isStaff(user.role))) throw badInput('Upload not found. Please upload the file again.');
    const bytes = await this.storage.get(key);
    if (!bytes) throw badInput('Upload not found. Please upload the file again.');
    const checked = checkUploadContent(bytes, imagesOnly);
    if (!checked.ok) throw badInput(checked.message);
    return { mimetype: checked.mime, size: bytes.length };
  }

  async remove(user: AuthUser, id: string): Promise<void> {
    if (!UUID.test(id)) throw notFound('File');
    const file = await this.em.findOne(StoredFile, { id }, { populate: ['invoice', 'disbursement', 'refund', 'dispute'] });
    if (!file) throw notFound('File');
    if (file.dispute) {
      // A dispute's evidence: removed by who uploaded it, until it goes to the processor.
      const dispute = await findVisibleDispute(this.em, user, file.dispute.id);
      if (file.user?.id !== user.id || !canAddDisputeEvidence(user.role, dispute.status, dispute.progressStatus)) throw forbidden();
    } else if (file.refund) {
      // A refund's file: removed by who uploaded it, or by the platform.
      await findVisibleRefund(this.em, user, file.refund.id);
      if (file.user?.id !== user.id && user.role !== Role.PG_ADMIN) throw forbidden();
    } else if (file.type === 'credit_advice') {
      if (!file.invoice) throw notFound('File');
      await findVisibleInvoice(this.em, user, file.invoice.id);
      if (user.role !== Role.PG_ADMIN) throw forbidden();
    } else if (file.disbursement) {
      await this.editableDisbursement(user, file.disbursement.id);
    } else if (file.user?.id !== user.id) {
      throw notFound('File');
    }
    this.em.remove(file);
    await this.em.flush();
    await this.storage.remove(file.path).catch(() => undefined);
  }

  /** Deletes stored bytes whose row is gone (a replaced logo or avatar); a leftover is harmless. */
  async deleteObject(path: string): Promise<void> {
    await this.storage.remove(path).catch(() => undefined);
  }

  /** A signed GET address for a file the caller may see. */
  async urlFor(user: AuthUser, path: string): Promise<string> {
    if (!KEY_PATTERN.test(path)) throw notFound('File');
    const file = await this.em.findOne(StoredFile, { path }, { populate: ['invoice', 'disbursement.invoice', 'refund', 'dispute'] });
    const invoice: Invoice | undefined = file?.invoice ?? file?.disbursement?.invoice;
    if (file?.dispute) await findVisibleDispute(this.em, user, file.dispute.id);
    else if (file?.refund) await findVisibleRefund(this.em, user, file.refund.id);
    else if (invoice) await findVisibleInvoice(this.em, user, invoice.id);
    else if (!path.startsWith(`${user.id}.`) && !isStaff(user.role) && file?.organization?.id !== user.organizationId) throw notFound('File');
    return this.storage.signedGetUrl(path);
  }

  toType(file: StoredFile): StoredFileType {
    const url = this.storage.signedGetUrl(file.path);
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
  toFileUrl(file: StoredFile): FileUrl {
    const url = this.storage.signedGetUrl(file.path);
    return { id: file.id, url, cloudFrontUrl: url };
  }

  private fileType(type: string): FileType {
    if (!(FILE_TYPES as readonly string[]).includes(type)) throw badInput(`Unknown file type: ${type}`);
    return type as FileType;
  }

  private async editableDisbursement(user: AuthUser, id: string): Promise<Disbursement> {
    if (!UUID.test(id)) throw notFound('Disbursement');
    const disbursement = await this.em.findOne(Disbursement, { id }, { populate: ['invoice'] });
    if (!disbursement) throw notFound('Disbursement');
    const invoice = await findVisibleInvoice(this.em, user, disbursement.invoice.id);
    if (!canEditDisbursements(user.role, invoice.status, invoice.transferId)) throw forbidden();
    return disbursement;
  }
}
