import { isPhoneNumber, phoneFormatError } from './index';

describe('phone numbers', () => {
  it('takes digits with a leading + and the separators people type', () => {
    for (const good of ['+975 2 330001', '(02) 322-266', '17.11.12.22', '975-17-111222', '123456', '+1 (555) 010-9999', '  +975 17 111222  ']) {
      expect(isPhoneNumber(good)).toBe(true);
    }
  });

  it('refuses words, a + inside, and too few or too many digits', () => {
    for (const bad of ['call me', 'n/a', '12345', '+975', '975+17111222', '++975 17 111222', '1'.repeat(21), '17 111 222 ext 5', '---', '']) {
      expect(isPhoneNumber(bad)).toBe(false);
    }
    expect(isPhoneNumber('1'.repeat(20))).toBe(true);
  });

  it('leaves blank to the required rule', () => {
    expect(phoneFormatError('')).toBeUndefined();
    expect(phoneFormatError('  ')).toBeUndefined();
    expect(phoneFormatError(undefined)).toBeUndefined();
    expect(phoneFormatError('abc')).toBe('Please enter a valid phone number');
  });
});
