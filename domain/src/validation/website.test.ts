import { isWebsite, linkFormatError, normalizeWebsite, safeLink, websiteFormatError } from './index';

describe('websites', () => {
  it('takes http(s) addresses with a dotted host or localhost, as normalizeWebsite stores them', () => {
    for (const good of [
      'drukair.bt',
      'https://drukair.bt',
      'http://www.druk-air.com.bt/path?q=1#top',
      'HTTPS://Druk.BT',
      'localhost:3000',
      'bücher.ch',
      ' shop.bt ',
    ]) {
      expect(isWebsite(good)).toBe(true);
    }
    expect(normalizeWebsite('drukair.bt')).toBe('https://drukair.bt');
  });

  it('refuses sentences, bare words, other schemes and broken hosts', () => {
    for (const bad of [
      'not a url',
      'drukair',
      'ftp://files.drukair.bt',
      'mailto:ops@drukair.bt',
      'https://',
      'https://.bt',
      'https://a..bt',
      'https://-a.bt',
      'https://user:pw@drukair.bt',
      'druk air.bt',
      '',
    ]) {
      expect(isWebsite(bad)).toBe(false);
    }
  });

  it('leaves blank to the required rule', () => {
    expect(websiteFormatError('')).toBeUndefined();
    expect(websiteFormatError(null)).toBeUndefined();
    expect(websiteFormatError('not a url')).toBe('Please enter a valid website');
  });
});

describe('links (refund policy link)', () => {
  it('refuses every scheme but http(s) with the link message', () => {
    for (const bad of [
      'javascript:alert(1)',
      'JavaScript:alert(document.cookie)',
      'data:text/html,<script>alert(1)</script>',
      'ftp://files.drukair.bt/policy.pdf',
    ]) {
      expect({ bad, error: linkFormatError(bad) }).toEqual({ bad, error: 'Please enter a valid http:// or https:// link' });
    }
    expect(linkFormatError('https://drukair.bt/refunds')).toBeUndefined();
    expect(linkFormatError('http://drukair.bt/refunds')).toBeUndefined();
    expect(linkFormatError('')).toBeUndefined();
  });

  it('sends out only http(s) links, whatever an older row holds', () => {
    expect(safeLink('javascript:alert(1)')).toBeNull();
    expect(safeLink('data:text/html,x')).toBeNull();
    expect(safeLink('drukair.bt/refunds')).toBeNull();
    expect(safeLink(null)).toBeNull();
    expect(safeLink('https://drukair.bt/refunds')).toBe('https://drukair.bt/refunds');
  });
});
