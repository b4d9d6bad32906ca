import { ipv6Words, isPublicAddress } from './webhook-address';

// Issue 46: a webhook goes to the public internet only, whatever the spelling of the address.
describe('webhook addresses: public internet only', () => {
  const refused: [string, string[]][] = [
    ['loopback', ['127.0.0.1', '127.255.255.254', '::1', '[::1]', '0:0:0:0:0:0:0:1']],
    ['private (10/8, 172.16/12, 192.168/16)', ['10.0.0.1', '10.255.255.255', '172.16.0.1', '172.31.255.255', '192.168.0.1', '192.168.255.255']],
    ['link-local (169.254/16, fe80::/10)', ['169.254.169.254', '169.254.0.1', 'fe80::1', 'fe80::1%eth0', 'febf:ffff::1']],
    ['CGNAT (100.64/10)', ['100.64.0.1', '100.127.255.255']],
    ['multicast', ['224.0.0.1', '239.255.255.250', 'ff02::1', 'ff0e::1']],
    ['unspecified and this network', ['0.0.0.0', '0.1.2.3', '::', '0:0:0:0:0:0:0:0']],
    ['broadcast and reserved', ['255.255.255.255', '240.0.0.1']],
    ['documentation and benchmarking', ['192.0.2.1', '198.51.100.7', '203.0.113.9', '198.18.0.1', '2001:db8::1']],
    ['IPv6 unique-local (fc00::/7)', ['fc00::1', 'fd12:3456:789a::1', 'fdff:ffff:ffff:ffff:ffff:ffff:ffff:ffff']],
    [
      'IPv4-mapped IPv6 of each refused range',
      [
        '::ffff:127.0.0.1',
        '::ffff:7f00:1',
        '0:0:0:0:0:ffff:7f00:0001',
        '::ffff:10.0.0.1',
        '::ffff:a00:1',
        '::ffff:172.16.0.1',
        '::ffff:192.168.1.1',
        '::ffff:169.254.169.254',
        '::ffff:a9fe:a9fe',
        '::ffff:100.64.0.1',
        '::ffff:224.0.0.1',
        '::ffff:0.0.0.0',
        '[::ffff:127.0.0.1]',
      ],
    ],
    [
      'IPv4-compatible, translated, NAT64 and 6to4 forms',
      ['::127.0.0.1', '::a00:1', '::ffff:0:10.0.0.1', '64:ff9b::a9fe:a9fe', '64:ff9b::127.0.0.1', '2002:7f00:1::1', '2002:a00:1::'],
    ],
    ['other IPv6 outside global unicast', ['100::1', '::2', 'fec0::1', '4000::1']],
    ['not an address', ['', 'localhost', 'example.com', '127.1', '0x7f.0.0.1', '1.2.3.256', '::ffff:999.0.0.1']],
  ];

  it.each(refused)('refuses %s', (_range, addresses) => {
    for (const address of addresses) expect([address, isPublicAddress(address)]).toEqual([address, false]);
  });

  it('accepts public IPv4 and IPv6, also in their mapped forms, next to the refused ranges', () => {
    for (const address of [
      '8.8.8.8',
      '93.184.216.34',
      '9.255.255.255',
      '11.0.0.1',
      '100.63.255.255',
      '100.128.0.1',
      '169.253.255.255',
      '172.15.255.255',
      '172.32.0.1',
      '192.167.255.255',
      '192.169.0.1',
      '223.255.255.254',
      '2606:4700:4700::1111',
      '2a00:1450:4001:80b::200e',
      '::ffff:8.8.8.8',
      '::ffff:808:808',
      '64:ff9b::808:808',
      '2002:808:808::1',
    ])
      expect([address, isPublicAddress(address)]).toEqual([address, true]);
  });

  it('reads every IPv6 spelling as its eight words', () => {
    expect(ipv6Words('::')).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    expect(ipv6Words('::ffff:1.2.3.4')).toEqual([0, 0, 0, 0, 0, 0xffff, 0x102, 0x304]);
    expect(ipv6Words('1:2:3:4:5:6:7:8')).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(ipv6Words('fe80::1:2')).toEqual([0xfe80, 0, 0, 0, 0, 0, 1, 2]);
    expect(ipv6Words('not-v6')).toBeNull();
  });
});
