// The pay pages run outside the app's router (pay.html), so they read their access key
// themselves from /pay/{accessKey}, /new-pay/{accessKey} or /checkout/{accessKey} (spec 000 s2).

const PAY_PATH = /^\/(?:new-)?pay\/([^/]+)\/?$/;
const CHECKOUT_PATH = /^\/checkout\/([^/]+)\/?$/;

export type PayPage = { kind: 'invoice' | 'checkout'; accessKey: string };

function decode(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** The access key of an invoice pay path, or null when the path is not one. */
export function accessKeyFromPath(pathname: string): string | null {
  const match = PAY_PATH.exec(pathname);
  return match ? decode(match[1]) : null;
}

/** Which pay page a path is, or null (the app's 404). */
export function payPageFromPath(pathname: string): PayPage | null {
  const invoice = accessKeyFromPath(pathname);
  if (invoice !== null) return { kind: 'invoice', accessKey: invoice };
  const match = CHECKOUT_PATH.exec(pathname);
  return match ? { kind: 'checkout', accessKey: decode(match[1]) } : null;
}
