import { addressRange, browserFamily, plainAddress } from './user-agent';

describe('browserFamily', () => {
  it.each([
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36', 'Chrome on Windows'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0', 'Edge on Windows'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_2) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15', 'Safari on macOS'],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox on Linux'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1', 'Chrome on iOS'],
    ['curl/8.5.0', 'curl'],
    ['', 'Unknown browser'],
    [undefined, 'Unknown browser'],
  ])('%s is %s', (ua, family) => {
    expect(browserFamily(ua)).toBe(family);
  });

  it('ignores the version: an update is the same browser', () => {
    expect(browserFamily('Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0.0.0 Safari/537.36')).toBe(
      browserFamily('Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0.0.0 Safari/537.36'),
    );
  });
});

describe('addressRange', () => {
  it('takes the /24 of an IPv4 address, also IPv4-mapped', () => {
    expect(addressRange('203.0.113.57')).toBe('203.0.113.0/24');
    expect(addressRange('::ffff:203.0.113.9')).toBe('203.0.113.0/24');
  });

  it('takes the /48 of an IPv6 address', () => {
    expect(addressRange('2001:db8:abcd:12::1')).toBe('2001:db8:abcd::/48');
    expect(addressRange('2001:0db8:abcd:ffff:0:0:0:2')).toBe('2001:db8:abcd::/48');
    expect(addressRange('::1')).toBe('0:0:0::/48');
  });

  it('keeps anything else as it is', () => {
    expect(addressRange('unknown')).toBe('unknown');
    expect(addressRange('')).toBe('unknown');
  });
});

describe('plainAddress', () => {
  it('shows an IPv4 address without the dual-stack prefix; leaves IPv6 as it is', () => {
    expect(plainAddress('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(plainAddress('203.0.113.9')).toBe('203.0.113.9');
    expect(plainAddress('2001:db8::1')).toBe('2001:db8::1');
    expect(plainAddress('::ffff:not-an-address')).toBe('::ffff:not-an-address');
  });
});
