/**
 * Spec 000 section 2 says the link parameters are URL-decoded. React Router already decodes
 * them except for an encoded slash, which it leaves as %2F; decoding once more restores it. A
 * stray % (already decoded) would make decodeURIComponent throw, so the value is kept then.
 */
export function decodeParam(value: string | undefined): string {
  if (!value) return '';
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
