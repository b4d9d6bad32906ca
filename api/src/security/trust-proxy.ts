/**
 * Express's `trust proxy` from TRUST_PROXY: which hops in front of the API may name the client in
 * X-Forwarded-For, so req.ip (the key of every per-address throttle) is the real client.
 * - unset: 'loopback' (a proxy on the same host, as `npm start` and the tests run it);
 * - a whole number n: the n hops nearest the API (docker-compose: 1, its nginx, which appends
 *   the address it saw; entries a client wrote itself further left are never taken);
 * - otherwise a comma-separated list of addresses, subnets (CIDR) or Express's names
 *   ('loopback', 'linklocal', 'uniquelocal').
 * 'true' (trust every hop) is refused: any client could then name itself any address.
 */
export function trustProxySetting(value: string | undefined): number | string[] {
  const text = value?.trim();
  if (!text) return ['loopback'];
  if (/^\d+$/.test(text)) return Number(text);
  const list = text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (list.some((s) => /^(true|false|\*)$/i.test(s))) {
    throw new Error(`TRUST_PROXY=${text}: give the hop count or the proxies' addresses, not ${text} (any client could name its own address)`);
  }
  return list;
}
