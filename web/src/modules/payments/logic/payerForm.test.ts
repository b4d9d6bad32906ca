import { EMPTY_PAYER, parseExpiry, PAYER_MESSAGES, stripSpaces, validatePayer } from './payerForm';

describe('payer form', () => {
  it('strips spaces from the card number', () => {
    expect(stripSpaces(' 4242 4242 4242 4242 ')).toBe('4242424242424242');
  });

  it('splits MM/YYYY on the slash and zero-pads the month', () => {
    expect(parseExpiry('3/2030')).toEqual({ month: '03', year: '2030' });
    expect(parseExpiry('12 / 2031')).toEqual({ month: '12', year: '2031' });
    expect(parseExpiry('13/2030')).toBeNull();
    expect(parseExpiry('03/30')).toBeNull();
    expect(parseExpiry('0330')).toBeNull();
  });

  it('requires every field and checks the card formats', () => {
    expect(validatePayer(EMPTY_PAYER)).toEqual({
      cardBrand: PAYER_MESSAGES.cardBrand,
      cardNumber: PAYER_MESSAGES.cardNumberRequired,
      cvcCode: PAYER_MESSAGES.cvcRequired,
      expiryDate: PAYER_MESSAGES.expiryRequired,
      name: PAYER_MESSAGES.name,
      zipCode: PAYER_MESSAGES.zipCode,
      phoneNumber: PAYER_MESSAGES.phoneNumber,
    });
    const filled = { cardBrand: 'Visa', cardNumber: '4242 42', cvcCode: '12', expiryDate: '2030', name: 'A', zipCode: '1', phoneNumber: '2', email: '' };
    expect(validatePayer(filled)).toEqual({
      cardNumber: PAYER_MESSAGES.cardNumberInvalid,
      cvcCode: PAYER_MESSAGES.cvcInvalid,
      expiryDate: PAYER_MESSAGES.expiryInvalid,
    });
  });

  it('leaves the card to the provider element when asked (Stripe)', () => {
    expect(validatePayer({ ...EMPTY_PAYER, cardBrand: 'Visa', name: 'A', zipCode: '1', phoneNumber: '2' }, false)).toEqual({});
  });
});

describe('validatePayer on the checkout page', () => {
  it('asks for a valid e-mail only when told to', () => {
    const payer = { ...EMPTY_PAYER, cardBrand: 'Visa', name: 'A', zipCode: '1', phoneNumber: '2' };
    expect(validatePayer(payer, false)).toEqual({});
    expect(validatePayer(payer, false, true)).toEqual({ email: 'E-mail is required' });
    expect(validatePayer({ ...payer, email: 'nope' }, false, true)).toEqual({ email: 'Invalid email address' });
    expect(validatePayer({ ...payer, email: 'jane@example.test' }, false, true)).toEqual({});
  });
});
