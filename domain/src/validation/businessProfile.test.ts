import { feeRangeMessage, isBusinessProfileComplete, merchantFeeError, validateBusinessProfile } from './index';

const profile = {
  phoneNumber: '+975 2 330001',
  address: 'a',
  website: 'druk.bt',
  licenseNumber: 'l',
  refundPolicyTerms: 'fullRefund',
  merchantProcessingFee: '2.5',
};

describe('business profile (spec 002 section 5)', () => {
  it('caps the merchant fee at the organization platform fee', () => {
    expect(validateBusinessProfile({ ...profile, merchantProcessingFee: '4.99' }, 'agency')).toEqual({});
    expect(validateBusinessProfile({ ...profile, merchantProcessingFee: '3.01' }, 'agency', 300)).toEqual({
      merchantProcessingFee: 'Processing Fee must be between 0 and 3',
    });
    expect(validateBusinessProfile({ ...profile, merchantProcessingFee: '3' }, 'agency', 300)).toEqual({});
    // A platform fee above 4.99 does not lift the merchant maximum.
    expect(validateBusinessProfile({ ...profile, merchantProcessingFee: '5' }, 'agency', 600).merchantProcessingFee).toBe(
      'Processing Fee must be between 0 and 4.99',
    );
  });

  it("refuses a phone number or website that is not one, with the field's message", () => {
    expect(validateBusinessProfile({ ...profile, phoneNumber: 'n/a', website: 'drukheritage' }, 'agency')).toEqual({
      phoneNumber: 'Please enter a valid phone number',
      website: 'Please enter a valid website',
    });
    // Too long says so first: the column's limit is the clearer reason.
    expect(validateBusinessProfile({ ...profile, phoneNumber: '9'.repeat(300) }, 'agency').phoneNumber).toBe('Phone Number can have at most 255 characters');
  });

  it('fee rule on its own', () => {
    expect(feeRangeMessage()).toBe('Processing Fee must be between 0 and 4.99');
    expect(feeRangeMessage(250)).toBe('Processing Fee must be between 0 and 2.5');
    for (const bad of ['', null, '-0.01', '4.991', 'abc', 5]) expect(merchantFeeError(bad)).toBe('Processing Fee must be between 0 and 4.99');
    for (const good of ['0', 0, '4.99', 4.99, '0.01']) expect(merchantFeeError(good)).toBeUndefined();
  });

  it('is complete only with every business field', () => {
    const org = {
      name: 'Yangphel',
      address: 'Thimphu',
      phoneNumber: '+975',
      email: 'a@b.bt',
      type: 'agency',
      industry: 'TourismTourOperator',
      refundPolicyTerms: 'fullRefund',
      merchantProcessingFee: 0,
    };
    expect(isBusinessProfileComplete(org)).toBe(true);
    expect(isBusinessProfileComplete({ ...org, refundPolicyTerms: null })).toBe(false);
    expect(isBusinessProfileComplete({ ...org, address: ' ' })).toBe(false);
    expect(isBusinessProfileComplete({ ...org, merchantProcessingFee: undefined })).toBe(false);
  });
});
