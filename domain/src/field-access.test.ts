import { canSeeField, FIELD_ACCESS, RESTRICTED_FIELDS } from './field-access';
import { Role } from './roles';

describe('field access matrix', () => {
  it('withholds every field from a caller who is not signed in', () => {
    for (const key of RESTRICTED_FIELDS) expect(canSeeField(undefined, key)).toBe(false);
  });

  it('names Type.field keys, each open to some role', () => {
    for (const key of RESTRICTED_FIELDS) {
      expect(key).toMatch(/^[A-Z]\w*\.\w+$/);
      expect(FIELD_ACCESS[key].length).toBeGreaterThan(0);
    }
  });

  it('gives notes to the bank-side admin only', () => {
    expect([Role.BANK_ADMIN, Role.PG_ADMIN, Role.BANK_FINANCE, Role.OWNER].map((r) => canSeeField(r, 'Transfer.notes'))).toEqual([true, false, false, false]);
  });
});
