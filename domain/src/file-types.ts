// Uploads are checked by content, not by name (DESIGN.md section 6): images or PDF, 5 MB at most.

export const MAX_UPLOAD_BYTES = 5_000_000;
export const UPLOAD_TOO_LARGE_MESSAGE = 'Upload exceeds max allowable size of 5MB. Please resize the image or pick a smaller file to upload.';
export const UPLOAD_TYPE_MESSAGE = 'Only images or PDF files can be uploaded.';

export const FILE_TYPES = [
  'hotel_invoice',
  'doi_document',
  'credit_advice',
  'refund_supporting_document',
  'extended_policy_file',
  // disputes: the merchant decline's files (spec 001 s3)
  'dispute_supporting_document',
  'dispute_refund_proof',
  'dispute_credit_voucher_proof',
  // users and organizations: images (spec 002 s3)
  'logo',
  'avatar',
] as const;
/** Files linked to a refund by refundId (spec 001 s3). */
export const REFUND_FILE_TYPES = ['refund_supporting_document', 'extended_policy_file'] as const;
export type FileType = (typeof FILE_TYPES)[number];
/** Files linked to a dispute by disputeId (spec 001 s3: supportingDocument, refundProof, creditVoucherProof). */
export const DISPUTE_FILE_TYPES = ['dispute_supporting_document', 'dispute_refund_proof', 'dispute_credit_voucher_proof'] as const;
export type DisputeFileType = (typeof DISPUTE_FILE_TYPES)[number];

export type SniffedMime = 'application/pdf' | 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';

const startsWith = (bytes: Uint8Array, sig: readonly number[], at = 0) => bytes.length >= at + sig.length && sig.every((b, i) => bytes[at + i] === b);

/** The real type of a file from its first bytes, or undefined when it is not an image or PDF. */
export function sniffMime(bytes: Uint8Array): SniffedMime | undefined {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf'; // %PDF-
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return 'image/gif'; // GIF8
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return undefined;
}
