/** The WebAuthn relying party of the API (issue 44, passkeys): the site passkeys are bound to. */
export interface WebauthnRelyingParty {
  /** The RP ID: PUBLIC_URL's host name. */
  rpId: string;
  /** The origins a browser's answer may come from: PUBLIC_URL's origin (and its localhost twin, below). */
  origins: string[];
}

const LOOPBACK_IPS = new Set(['127.0.0.1', '[::1]']);

/**
 * From PUBLIC_URL. Browsers refuse an IP address as a relying party, so a loopback address
 * (127.0.0.1, as the end-to-end runner serves the app) stands for `localhost`: the RP ID is
 * localhost and the same port at localhost is accepted too. Any other host is used as it is.
 */
export function relyingPartyOf(publicUrl: string): WebauthnRelyingParty {
  const url = new URL(publicUrl);
  if (!LOOPBACK_IPS.has(url.hostname)) return { rpId: url.hostname, origins: [url.origin] };
  const twin = new URL(url.origin);
  twin.hostname = 'localhost';
  return { rpId: 'localhost', origins: [url.origin, twin.origin] };
}
