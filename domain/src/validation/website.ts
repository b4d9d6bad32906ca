// Website addresses are stored with a scheme so links work (spec 000 section 5). The spec gives
// only "Website is required"; the format message is ours (docs/decisions/README.md).

export const WEBSITE_MESSAGES = { websiteInvalid: 'Please enter a valid website', linkInvalid: 'Please enter a valid http:// or https:// link' } as const;

/** A website without http:// or https:// gets https://. Blank stays blank. */
export function normalizeWebsite(url: string): string {
  const trimmed = url.trim();
  if (!trimmed) return trimmed;
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

// Host labels as the URL parser leaves them (lower case, IDNs as xn--): at least two, so a
// bare word ("shop") is refused; localhost is the one single-label host people mean.
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

/** An http(s) address with a real host, judged as it will be stored (after normalizeWebsite). */
export function isWebsite(value: string): boolean {
  const normalized = normalizeWebsite(value);
  // The parser percent-encodes spaces in paths; a typed sentence is never an address.
  if (!normalized || /\s/.test(normalized)) return false;
  let url: URL;
  try {
    url = new URL(normalized);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.username || url.password) return false;
  return url.hostname === 'localhost' || HOST.test(url.hostname);
}

/** The format message for a typed website; blank is the caller's "required" rule. */
export function websiteFormatError(value: string | null | undefined): string | undefined {
  return value && value.trim() && !isWebsite(value) ? WEBSITE_MESSAGES.websiteInvalid : undefined;
}

// Issue 46 s5: every address the product stores for others to open (refund policy link, and
// any later link field) is http(s) with a real host, judged by the website rule above, so no
// `javascript:` or `data:` address reaches an e-mail, a PDF or another client.

/** The format message for a typed link (refund policy link); blank is allowed. */
export function linkFormatError(value: string | null | undefined): string | undefined {
  return value && value.trim() && !isWebsite(value) ? WEBSITE_MESSAGES.linkInvalid : undefined;
}

/** A stored link as it may be sent out: http(s) only, anything else (an older row) is dropped. */
export function safeLink(value: string | null | undefined): string | null {
  return value && isWebsite(value) && /^https?:\/\//i.test(value.trim()) ? value : null;
}
