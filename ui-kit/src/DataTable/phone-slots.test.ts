import { phoneSlots } from './phone-slots';

describe('phoneSlots: one rule for every list on a phone', () => {
  it('keeps the code as the title, the first right-aligned column as the amount and the status', () => {
    const slots = phoneSlots([
      { key: 'createdAt' },
      { key: 'code' },
      { key: 'customer', hideBelow: 'md' },
      { key: 'amount', align: 'right', hideBelow: 'sm' },
      { key: 'balance', align: 'right' },
      { key: 'progressStatus', hideBelow: 'sm' },
    ]);
    expect(slots).toEqual(['meta', 'title', 'hidden', 'amount', 'meta', 'status']);
  });

  it('lets a column choose its place and falls back to the first column as the title', () => {
    expect(phoneSlots([{ key: 'createdAt' }, { key: 'customer', phone: 'meta' }, { key: 'total', align: 'right' }])).toEqual(['title', 'meta', 'amount']);
    // A right-aligned column of row buttons is no amount.
    expect(phoneSlots([{ key: 'name' }, { key: 'delete', align: 'right', hideLabel: true }])).toEqual(['title', 'meta']);
    expect(phoneSlots([{ key: 'org', phone: 'title' }, { key: 'code' }, { key: 'amount', phone: 'amount' }, { key: 'fee', align: 'right' }])).toEqual([
      'title',
      'meta',
      'amount',
      'meta',
    ]);
  });
});
