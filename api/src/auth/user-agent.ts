import { isIPv4, isIPv6 } from 'node:net';

// What a new-device notice compares (issue 44): the browser and system families of a
// User-Agent, not its versions (every update would be a "new device"), and the address's
// network (/24 for IPv4, /48 for IPv6), not the address itself (a home router's lease changes).

const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|CriOS|Chromium|HeadlessChrome)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

/** "Chrome on Windows"; a program without a browser's marks by its first product name ("curl"). */
export function browserFamily(userAgent: string | null | undefined): string {
  const ua = (userAgent ?? '').trim();
  if (!ua) return 'Unknown browser';
  const browser = BROWSERS.find(([pattern]) => pattern.test(ua))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1];
  if (!browser) return (ua.match(/^[A-Za-z][\w.-]*/)?.[0] ?? 'Unknown browser').slice(0, 64);
  return system ? `${browser} on ${system}` : browser;
}

/** The address as people read it: an IPv4 address arriving on a dual-stack socket without its `::ffff:` prefix. */
export function plainAddress(address: string): string {
  const raw = address.trim();
  return raw.startsWith('::ffff:') && isIPv4(raw.slice(7)) ? raw.slice(7) : raw;
}

/** The address's /24 (IPv4, also as ::ffff:a.b.c.d) or /48 (IPv6); anything else as it is. */
export function addressRange(address: string | null | undefined): string {
  const raw = (address ?? '').trim();
  const v4 = plainAddress(raw);
  if (isIPv4(v4)) return `${v4.split('.').slice(0, 3).join('.')}.0/24`;
  if (isIPv6(raw)) return `${expandIPv6(raw).slice(0, 3).join(':')}::/48`;
  return raw.slice(0, 64) || 'unknown';
}

/** The eight groups of an IPv6 address, without leading zeros. */
function expandIPv6(address: string): string[] {
  const [head, tail] = address.split('%')[0].split('::');
  const left = head ? head.split(':') : [];
  const right = tail !== undefined && tail !== '' ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return groups.map((g) => (parseInt(g, 16) || 0).toString(16));
}
