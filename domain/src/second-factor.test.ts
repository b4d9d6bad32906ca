import { Role } from './roles';
import { mayResetSecondFactor, secondFactorRequired } from './second-factor';

const person = (id: string, role: Role, organizationId: string) => ({ id, role, organizationId });

describe('second factor rules (issue 44)', () => {
  it('is required for PG Admin, Bank Admin and Bank Finance, and for everyone where the Owner requires it', () => {
    expect([Role.PG_ADMIN, Role.BANK_ADMIN, Role.BANK_FINANCE].map((r) => secondFactorRequired(r, false))).toEqual([true, true, true]);
    expect([Role.OWNER, Role.ADMIN, Role.USER].map((r) => secondFactorRequired(r, false))).toEqual([false, false, false]);
    expect(secondFactorRequired(Role.USER, true)).toBe(true);
  });

  it('lets PG Admin reset staff, an Owner their own organization, nobody themselves', () => {
    const pg = person('pg', Role.PG_ADMIN, 'platform');
    const owner = person('owner', Role.OWNER, 'tour');
    expect(mayResetSecondFactor(pg, person('b', Role.BANK_ADMIN, 'bank'))).toBe(true);
    expect(mayResetSecondFactor(pg, person('u', Role.USER, 'tour'))).toBe(false);
    expect(mayResetSecondFactor(pg, pg)).toBe(false);
    expect(mayResetSecondFactor(owner, person('u', Role.USER, 'tour'))).toBe(true);
    expect(mayResetSecondFactor(owner, person('u2', Role.USER, 'hotel'))).toBe(false);
    expect(mayResetSecondFactor(person('a', Role.ADMIN, 'tour'), person('u', Role.USER, 'tour'))).toBe(false);
    expect(mayResetSecondFactor(owner, owner)).toBe(false);
  });
});
