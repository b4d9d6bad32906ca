import { accessKeyFromPath } from './payPath';

describe('accessKeyFromPath', () => {
  it.each([
    ['/pay/key_abc-123', 'key_abc-123'],
    ['/new-pay/key_abc-123', 'key_abc-123'],
    ['/pay/key_abc-123/', 'key_abc-123'],
    ['/pay/key%2F1', 'key/1'],
    ['/pay/%E0%A4%A', '%E0%A4%A'],
  ])('%s has the key %s', (path, key) => {
    expect(accessKeyFromPath(path)).toBe(key);
  });

  it.each(['/pay', '/pay/', '/pay/a/b', '/checkout/pay-1', '/new-pay', '/xpay/abc'])('%s is no pay page', (path) => {
    expect(accessKeyFromPath(path)).toBeNull();
  });
});
