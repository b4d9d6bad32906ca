import { FIELD_ACCESS } from './field-access';
import { type Access, OPERATION_ACCESS, ROUTE_ACCESS, SUB_ROUTE_ACCESS } from './permissions';
import { type Role } from './roles';
import { SPEC_FIELDS, SPEC_OPERATIONS, SPEC_ROUTES, type SpecAccess, specRoles } from './spec-matrix';

// The code's matrices against the spec's, written out by hand with their spec lines
// (spec-matrix.ts). Widening or narrowing any entry fails here.

const sorted = (roles: readonly Role[]) => [...roles].sort((a, b) => a - b);
const fromCode = (access: Access) => (typeof access === 'string' ? access : sorted(access));
const fromSpec = (access: SpecAccess) => (typeof access === 'string' ? access : sorted(specRoles(access)));

describe("the spec's role matrix, literal", () => {
  it('cites a spec line or a decision record on every row', () => {
    for (const row of [...SPEC_OPERATIONS, ...SPEC_ROUTES, ...SPEC_FIELDS]) expect(row.spec).toMatch(/\b(00[012] L\d+|D\d{4})\b/);
  });

  it('has one row per name', () => {
    for (const names of [SPEC_OPERATIONS.map((r) => r.op), SPEC_ROUTES.map((r) => r.route), SPEC_FIELDS.map((r) => r.field)])
      expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
  });

  it('equals OPERATION_ACCESS, operation by operation', () => {
    const code = Object.fromEntries(Object.entries(OPERATION_ACCESS).map(([op, access]) => [op, fromCode(access)]));
    const spec = Object.fromEntries(SPEC_OPERATIONS.map((row) => [row.op, fromSpec(row.roles)]));
    expect(code).toEqual(spec);
  });

  it('equals ROUTE_ACCESS and SUB_ROUTE_ACCESS, route by route', () => {
    const code = Object.fromEntries(
      [...Object.entries(ROUTE_ACCESS), ...Object.entries(SUB_ROUTE_ACCESS)].map(([route, roles]) => [route, sorted(roles as readonly Role[])]),
    );
    const spec = Object.fromEntries(SPEC_ROUTES.map((row) => [row.route, sorted(specRoles(row.roles))]));
    expect(code).toEqual(spec);
  });

  it('equals FIELD_ACCESS, field by field', () => {
    const code = Object.fromEntries(Object.entries(FIELD_ACCESS).map(([field, roles]) => [field, sorted(roles as readonly Role[])]));
    const spec = Object.fromEntries(SPEC_FIELDS.map((row) => [row.field, sorted(specRoles(row.roles))]));
    expect(code).toEqual(spec);
  });
});
