import {
  normalizeWebsite,
  resetPasswordsDiffer,
  validateBusinessProfile,
  validateMerchantAddRequest,
  validateResetPassword,
  validateSignIn,
  validateSignUp,
  validateUserProfile,
} from './index';

const signUp = {
  organizationId: 'org-1',
  name: 'Nima',
  email: 'nima@hotel.test',
  confirmEmail: 'nima@hotel.test',
  password: 'Valley#2026',
  confirmPassword: 'Valley#2026',
  licenseNumber: 'HT-1',
};

describe('auth validators (spec 000 section 5, verbatim)', () => {
  it('sign-in', () => {
    expect(validateSignIn({ email: '', password: '' })).toEqual({ email: 'E-mail is required', password: 'Password is required' });
    expect(validateSignIn({ email: 'a@b', password: 'x' })).toEqual({ email: 'Invalid email address' });
    expect(validateSignIn({ email: 'a@b.bt', password: 'x' })).toEqual({});
  });

  it('reset password', () => {
    expect(validateResetPassword({ password: '', confirmPassword: '' })).toEqual({ password: 'This is required', confirmPassword: 'This is required' });
    expect(validateResetPassword({ password: 'Valley#2026', confirmPassword: 'Valley#2027' })).toEqual({
      confirmPassword: 'Password and Confirm Password should be same!',
    });
    // Spec 000 section 5 lists no strength rule for a reset (the sign-up rule is sign-up's own).
    expect(validateResetPassword({ password: 'valley', confirmPassword: 'valley' })).toEqual({});
    expect(resetPasswordsDiffer({ password: 'a', confirmPassword: 'b' })).toBe(true);
    expect(resetPasswordsDiffer({ password: 'a', confirmPassword: '' })).toBe(false);
  });

  it('sign-up: every rule', () => {
    expect(validateSignUp(signUp)).toEqual({});
    expect(validateSignUp({ ...signUp, organizationId: '', name: ' ', licenseNumber: '' })).toEqual({
      organizationId: 'Please select Organization',
      name: 'Name is required',
      licenseNumber: 'License Number is required',
    });
    expect(validateSignUp({ ...signUp, confirmEmail: '' }).confirmEmail).toBe('Confirm e-mail is required');
    expect(validateSignUp({ ...signUp, confirmEmail: 'x@hotel.test' }).confirmEmail).toBe("E-mail's doesn't match.");
    for (const weak of ['short#1A', 'alllower#1', 'ALLUPPER#1', 'NoDigits#', 'NoSpecial1']) {
      expect(validateSignUp({ ...signUp, password: weak, confirmPassword: weak }).password).toBe(
        weak === 'short#1A' ? undefined : 'Password must be 8 characters and should contain uppercase, lowercase, number and special character',
      );
    }
    expect(validateSignUp({ ...signUp, password: '' }).password).toBe('Password is required');
    expect(validateSignUp({ ...signUp, confirmPassword: '' }).confirmPassword).toBe('Confirm Password is required');
    expect(validateSignUp({ ...signUp, confirmPassword: 'Other#2026' }).confirmPassword).toBe("Passwords doesn't match.");
  });

  it('merchant add request', () => {
    expect(validateMerchantAddRequest({ name: '', email: '', confirmEmail: '', licenseNumber: '', industry: '' })).toEqual({
      name: 'Name is required',
      email: 'E-mail is required',
      confirmEmail: 'Confirm e-mail is required',
      licenseNumber: 'License Number is required',
      industry: 'Industry is required',
    });
  });
});

describe('profile validators (spec 002 section 5)', () => {
  const profile = {
    phoneNumber: '+975 2 330001',
    address: 'a',
    website: 'druk.bt',
    licenseNumber: 'l',
    refundPolicyTerms: 'fullRefund',
    merchantProcessingFee: '2.5',
  };
  it('requires the merchant fields and bounds the fee', () => {
    expect(validateBusinessProfile(profile, 'agency')).toEqual({});
    expect(validateBusinessProfile({ ...profile, merchantProcessingFee: '5' }, 'agency')).toEqual({
      merchantProcessingFee: 'Processing Fee must be between 0 and 4.99',
    });
    expect(validateBusinessProfile({ ...profile, merchantProcessingFee: '4.999' }, 'agency').merchantProcessingFee).toBe(
      'Processing Fee must be between 0 and 4.99',
    );
    expect(
      validateBusinessProfile({ phoneNumber: '', address: '', website: '', licenseNumber: '', refundPolicyTerms: '', merchantProcessingFee: '0' }, 'hotel'),
    ).toEqual({
      phoneNumber: 'Phone Number is required',
      address: 'Address is required',
      website: 'Website is required',
      licenseNumber: 'License Number is required',
      refundPolicyTerms: 'Please choose refund policy terms',
    });
  });
  it('exempts bank and platform organizations from licence and refund policy', () => {
    expect(validateBusinessProfile({ ...profile, licenseNumber: '', refundPolicyTerms: '', merchantProcessingFee: '' }, 'bank')).toEqual({});
  });
  it('user profile and website', () => {
    expect(validateUserProfile({ name: ' ' })).toEqual({ name: 'Name is required' });
    expect(normalizeWebsite('drukair.bt')).toBe('https://drukair.bt');
    expect(normalizeWebsite('http://x.bt')).toBe('http://x.bt');
  });
});
