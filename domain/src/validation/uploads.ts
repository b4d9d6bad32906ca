// Upload rules (spec 000 section 5, DESIGN.md section 6): one file, 5,000,000 bytes at most,
// images or PDF. The browser checks the declared type for a quick message; the API checks the
// bytes themselves (sniffFileType), because a name or a declared type can lie.
import { MAX_UPLOAD_BYTES, type SniffedMime, sniffMime, UPLOAD_TOO_LARGE_MESSAGE, UPLOAD_TYPE_MESSAGE } from '../file-types';

export type UploadMimeType = SniffedMime;

export const IMAGE_UPLOAD_TYPES: readonly UploadMimeType[] = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
export const ALLOWED_UPLOAD_TYPES: readonly UploadMimeType[] = [...IMAGE_UPLOAD_TYPES, 'application/pdf'];
/** For <input accept>. */
export const UPLOAD_ACCEPT = ALLOWED_UPLOAD_TYPES.join(',');
export const IMAGE_UPLOAD_ACCEPT = IMAGE_UPLOAD_TYPES.join(',');

export const UPLOAD_MESSAGES = {
  tooLarge: UPLOAD_TOO_LARGE_MESSAGE,
  wrongType: UPLOAD_TYPE_MESSAGE,
  /** Not in the spec: avatars and logos are images only. */
  imageOnly: 'Only image files can be uploaded.',
  /** Not in the spec ("one file"). */
  oneFile: 'Only one file can be uploaded.',
  empty: 'The file is empty.',
} as const;

/** The real type from the first bytes: PNG, JPEG, GIF, WebP or PDF; anything else undefined. */
export function sniffFileType(bytes: Uint8Array): UploadMimeType | undefined {
  return sniffMime(bytes);
}

export function isAllowedUploadType(mime: string | null | undefined, imagesOnly = false): mime is UploadMimeType {
  const allowed = imagesOnly ? IMAGE_UPLOAD_TYPES : ALLOWED_UPLOAD_TYPES;
  return (allowed as readonly string[]).includes((mime ?? '').toLowerCase());
}

/** Browser-side check of a picked file (File has size and type). */
export function validateUpload(file: { size: number; type: string }, imagesOnly = false): string | undefined {
  if (file.size <= 0) return UPLOAD_MESSAGES.empty;
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_MESSAGES.tooLarge;
  if (!isAllowedUploadType(file.type, imagesOnly)) return imagesOnly ? UPLOAD_MESSAGES.imageOnly : UPLOAD_MESSAGES.wrongType;
  return undefined;
}

export type UploadCheck = { ok: true; mime: UploadMimeType } | { ok: false; message: string };

/** Server-side check of the received bytes: size, then type by content. */
export function checkUploadContent(bytes: Uint8Array, imagesOnly = false): UploadCheck {
  if (bytes.length === 0) return { ok: false, message: UPLOAD_MESSAGES.empty };
  if (bytes.length > MAX_UPLOAD_BYTES) return { ok: false, message: UPLOAD_MESSAGES.tooLarge };
  const mime = sniffFileType(bytes);
  if (!mime || !isAllowedUploadType(mime, imagesOnly)) {
    return { ok: false, message: imagesOnly ? UPLOAD_MESSAGES.imageOnly : UPLOAD_MESSAGES.wrongType };
  }
  return { ok: true, mime };
}
