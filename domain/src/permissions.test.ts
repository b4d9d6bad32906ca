import { allows, can, canVisit, menuFor, OPERATION_ACCESS, routeFor, subRouteFor } from './permissions';
import { ALL_ROLES, Role } from './roles';
import { specAllowsOperation } from './spec-matrix';

describe('role matrix', () => {
  it('gives each role exactly its menu', () => {
    expect(menuFor(Role.PG_ADMIN)).toEqual([
      '/',
      '/invoices',
      '/checkouts',
      '/refunds',
      '/disputes',
      '/transactions',
      '/transfers',
      '/ledger',
      '/reports',
      '/users',
      '/organizations',
      '/developer',
      '/account-settings',
      '/gateway-settings',
      '/audit-log',
    ]);
    expect(menuFor(Role.BANK_ADMIN)).toEqual([
      '/',
      '/invoices',
      '/checkouts',
      '/refunds',
      '/disputes',
      '/transactions',
      '/transfers',
      '/ledger',
      '/reports',
      '/developer',
      '/account-settings',
    ]);
    expect(menuFor(Role.BANK_FINANCE)).toEqual([
      '/',
      '/invoices',
      '/checkouts',
      '/refunds',
      '/disputes',
      '/transactions',
      '/transfers',
      '/ledger',
      '/reports',
      '/users',
      '/organizations',
      '/developer',
      '/account-settings',
    ]);
    for (const r of [Role.OWNER, Role.ADMIN]) {
      expect(menuFor(r)).toEqual([
        '/',
        '/invoices',
        '/checkouts',
        '/refunds',
        '/disputes',
        '/reports',
        '/users',
        '/developer',
        '/account-settings',
        '/audit-log',
      ]);
    }
    expect(menuFor(Role.USER)).toEqual(['/', '/invoices', '/checkouts', '/refunds', '/disputes', '/reports', '/developer', '/account-settings']);
  });

  it('governs sub-paths by their section', () => {
    expect(routeFor('/users/12')).toBe('/users');
    expect(routeFor('/nowhere')).toBeUndefined();
    expect(canVisit(Role.USER, '/gateway-settings')).toBe(false);
    expect(canVisit(Role.PG_ADMIN, '/gateway-settings/')).toBe(true);
    expect(canVisit(Role.OWNER, '/ledger/1')).toBe(false);
  });

  it("keeps the platform's own ledger accounts to PG Admin while the bank opens the ledger", () => {
    expect(subRouteFor('/ledger/accounts/platform%3Afee-revenue')).toBe('/ledger/accounts');
    expect(subRouteFor('/ledger/org-1')).toBeUndefined();
    expect(routeFor('/ledger/accounts/platform%3Afee-revenue')).toBe('/ledger');
    expect(canVisit(Role.PG_ADMIN, '/ledger/accounts/platform%3Afee-revenue')).toBe(true);
    for (const role of [Role.BANK_ADMIN, Role.BANK_FINANCE, Role.OWNER]) {
      expect(canVisit(role, '/ledger/accounts/platform%3Afee-revenue')).toBe(false);
      expect(canVisit(role, '/ledger/accounts/')).toBe(false);
    }
    expect(canVisit(Role.BANK_ADMIN, '/ledger/org-1')).toBe(true);
  });

  // the expected answer is the spec's literal matrix (spec-matrix.ts), not OPERATION_ACCESS
  it('opens the pages that make something only to the roles the spec lets call its operation', () => {
    const pages: [string, string][] = [
      ['/invoices/add', 'createInvoice'],
      ['/refunds/initiate-refund/inv-1?type=invoice', 'requestRefund'],
      ['/organizations/create', 'createOrganization'],
      ['/ledger/audits', 'ledgerAuditRuns'],
    ];
    for (const [page, operation] of pages)
      for (const role of ALL_ROLES) expect([page, role, canVisit(role, page)]).toEqual([page, role, specAllowsOperation(operation, role)]);
  });

  it('refuses strangers everything but public operations', () => {
    expect(allows(OPERATION_ACCESS.session, undefined)).toBe(true);
    expect(allows(OPERATION_ACCESS.organization, undefined)).toBe(false);
    expect(allows(OPERATION_ACCESS.closeOrganization, Role.ADMIN)).toBe(false);
    expect(allows(OPERATION_ACCESS.closeOrganization, Role.OWNER)).toBe(true);
  });
});

// Where spec 002 contradicts itself, the decisions of HANDOFF.md (issue 48), held here.
describe('spec 002 contradictions, decided', () => {
  it('the platform fee is edited where /organizations opens (L95), PG Admin and Bank Finance, not Bank Admin (L155)', () => {
    expect(ALL_ROLES.filter((r) => can(r, 'manageOrganizations'))).toEqual([Role.PG_ADMIN, Role.BANK_FINANCE]);
    expect(OPERATION_ACCESS.updateOrganizationPlatformFee).toEqual([Role.PG_ADMIN, Role.BANK_FINANCE]);
    expect(canVisit(Role.BANK_ADMIN, '/organizations')).toBe(false);
  });

  it("the ledger's Create button is Bank Finance's, the one role that creates organizations (L57, L163)", () => {
    expect(ALL_ROLES.filter((r) => can(r, 'createOrganizationFromLedger'))).toEqual([Role.BANK_FINANCE]);
  });

  it('outstandingAmount is shown to, and asked for by, the bank-side admin only (L28 over L172)', () => {
    expect(ALL_ROLES.filter((r) => can(r, 'seeOutstandingBalance'))).toEqual([Role.BANK_ADMIN]);
  });
});
