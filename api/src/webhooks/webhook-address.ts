import { isIPv4, isIPv6 } from 'node:net';

// Which addresses a webhook may be sent to outside development (issue 46): public unicast only.
// A merchant's URL must never make our servers call themselves, the private network or the
// cloud's metadata service (169.254.169.254), in any spelling of those addresses.

/** IPv4 blocks that are not the public internet: [first octets as a number, prefix length]. */
const IPV4_REFUSED: readonly (readonly [string, number])[] = [
  ['0.0.0.0', 8], // "this network", 0.0.0.0 (unspecified)
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay (deprecated)
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and 255.255.255.255 (broadcast)
];

function ipv4Number(address: string): number {
  return address.split('.').reduce((n, octet) => n * 256 + Number(octet), 0);
}

function ipv4Public(address: string): boolean {
  const n = ipv4Number(address);
  return !IPV4_REFUSED.some(([base, bits]) => Math.floor(n / 2 ** (32 - bits)) === Math.floor(ipv4Number(base) / 2 ** (32 - bits)));
}

/** The eight 16-bit words of an IPv6 address (a trailing dotted IPv4 part included); null if malformed. */
export function ipv6Words(address: string): number[] | null {
  if (!isIPv6(address)) return null;
  let text = address.toLowerCase();
  const tail: number[] = [];
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const n = ipv4Number(dotted[1]);
    tail.push(Math.floor(n / 65536), n % 65536);
    text = text.slice(0, -dotted[1].length);
    if (text.endsWith(':') && !text.endsWith('::')) text = text.slice(0, -1);
  }
  const [head, rest] = text.includes('::') ? text.split('::') : [text, null];
  const words = (part: string) => (part ? part.split(':').map((w) => parseInt(w, 16)) : []);
  const front = words(head);
  const back = [...(rest === null ? [] : words(rest)), ...tail];
  const fill = rest === null ? 0 : 8 - front.length - back.length;
  const all = [...front, ...new Array<number>(Math.max(fill, 0)).fill(0), ...back];
  return all.length === 8 && all.every((w) => Number.isInteger(w) && w >= 0 && w <= 0xffff) ? all : null;
}

const wordsToIPv4 = (high: number, low: number) => [high >> 8, high & 255, low >> 8, low & 255].join('.');

function ipv6Public(address: string): boolean {
  // A zone (fe80::1%eth0) only ever names a link-local address.
  if (address.includes('%')) return false;
  const w = ipv6Words(address);
  if (!w) return false;
  const zeros = (from: number, to: number) => w.slice(from, to).every((x) => x === 0);
  // IPv4 inside IPv6: mapped (::ffff:a.b.c.d), compatible (::a.b.c.d, also :: and ::1),
  // translated (::ffff:0:a.b.c.d), NAT64 (64:ff9b::a.b.c.d) and 6to4 (2002:aabb:ccdd::): judged as the IPv4 they carry.
  if (zeros(0, 5) && w[5] === 0xffff) return ipv4Public(wordsToIPv4(w[6], w[7]));
  if (zeros(0, 6)) return ipv4Public(wordsToIPv4(w[6], w[7]));
  if (zeros(0, 4) && w[4] === 0xffff && w[5] === 0) return ipv4Public(wordsToIPv4(w[6], w[7]));
  if (w[0] === 0x64 && w[1] === 0xff9b && zeros(2, 6)) return ipv4Public(wordsToIPv4(w[6], w[7]));
  if (w[0] === 0x2002) return ipv4Public(wordsToIPv4(w[1], w[2]));
  // Only global unicast (2000::/3) is the public internet: this leaves out unspecified and
  // loopback, unique-local (fc00::/7), link-local (fe80::/10), site-local and multicast (ff00::/8).
  if (w[0] < 0x2000 || w[0] > 0x3fff) return false;
  // ... less its special blocks: IETF protocol assignments and Teredo (2001::/23), documentation
  // (2001:db8::/32, 3fff::/20).
  if (w[0] === 0x2001 && w[1] < 0x200) return false;
  if (w[0] === 0x2001 && w[1] === 0xdb8) return false;
  if (w[0] === 0x3fff && w[1] < 0x1000) return false;
  return true;
}

/** True only for an address of the public internet (IPv4 or IPv6, in any of their spellings). */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[(.*)\]$/, '$1');
  if (isIPv4(bare)) return ipv4Public(bare);
  if (isIPv6(bare.split('%')[0])) return ipv6Public(bare);
  return false;
}
