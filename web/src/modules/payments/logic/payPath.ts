// The pay page runs outside the app's router (pay.html), so it reads its access key itself from
// /pay/{accessKey} or /new-pay/{accessKey} (spec 000 section 2).

const PAY_PATH = /^\/(?:new-)?pay\/([^/]+)\/?$/;

function decode(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** The access key of a pay path, or null when the path is not a pay page (the app's 404). */
export function accessKeyFromPath(pathname: string): string | null {
  const match = PAY_PATH.exec(pathname);
  return match ? decode(match[1]!) : null;
}
