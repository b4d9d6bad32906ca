import { isWebsite, normalizeWebsite, websiteFormatError } from './index';

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
