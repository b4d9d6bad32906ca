import { submitReason } from './submit-reason';

describe('submitReason: a disabled submit names what is missing', () => {
  const labels = { name: 'First Name', email: 'E-mail', licenseNumber: 'License Number' };

  it('names the blank fields first, then the refused ones, and nothing when the form is ready', () => {
    expect(submitReason(labels, ['name', 'licenseNumber'], ['email'])).toBe('Fill in: First Name, License Number.');
    expect(submitReason(labels, [], ['email'])).toBe('Correct: E-mail.');
    expect(submitReason(labels, [], [])).toBeNull();
  });
});
