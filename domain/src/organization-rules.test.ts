import {
  canActivateOrganization,
  canLockOrganization,
  CREATABLE_ORGANIZATION_TYPES,
  organizationEmailKey,
  organizationLicenseKey,
  organizationListTypes,
  organizationStatusActions,
} from './organization-rules';
import { ACTION_ACCESS, allows, can, OPERATION_ACCESS } from './permissions';
import { Role } from './roles';
import { ORGANIZATION_STATUSES, ORGANIZATION_TYPES } from './statuses';

describe('organization status buttons (spec 002 s4)', () => {
  it('locks only active merchant organizations', () => {
    expect(canLockOrganization({ status: 'active', type: 'agency' })).toBe(true);
    expect(canLockOrganization({ status: 'active', type: 'bank' })).toBe(false);
    expect(canLockOrganization({ status: 'active', type: 'pg' })).toBe(false);
    for (const status of ['requested', 'suspended', 'closed'] as const) expect(canLockOrganization({ status, type: 'hotel' })).toBe(false);
  });

  it('activates anything not active, except a bank', () => {
    expect(canActivateOrganization({ status: 'requested', type: 'agency' })).toBe(true);
    expect(canActivateOrganization({ status: 'suspended', type: 'airline' })).toBe(true);
    expect(canActivateOrganization({ status: 'closed', type: 'hotel' })).toBe(true);
    expect(canActivateOrganization({ status: 'active', type: 'agency' })).toBe(false);
    expect(canActivateOrganization({ status: 'suspended', type: 'bank' })).toBe(false);
  });

  it('never enables both buttons at once', () => {
    for (const status of ORGANIZATION_STATUSES) {
      for (const type of ORGANIZATION_TYPES) {
        const a = organizationStatusActions({ status, type });
        expect(a.activate && a.lock).toBe(false);
      }
    }
  });
});

describe('organization list and pages by role (spec 002 s6)', () => {
  it('lists bank and pg for the platform, the bank only for others', () => {
    expect(organizationListTypes(Role.PG_ADMIN)).toEqual(expect.arrayContaining(['bank', 'pg', 'agency']));
    expect(organizationListTypes(Role.BANK_FINANCE)).toContain('bank');
    expect(organizationListTypes(Role.BANK_FINANCE)).not.toContain('pg');
  });

  it('creates organizations for bank finance only, of merchant types', () => {
    expect(can(Role.BANK_FINANCE, 'createOrganization')).toBe(true);
    expect(can(Role.PG_ADMIN, 'createOrganization')).toBe(false);
    expect(allows(OPERATION_ACCESS.createOrganization, Role.PG_ADMIN)).toBe(false);
    expect(CREATABLE_ORGANIZATION_TYPES).toEqual(['government', 'airline', 'hotel', 'agency']);
  });

  it('gives the organization pages to the roles that may open them', () => {
    for (const role of ACTION_ACCESS.manageOrganizations) expect(allows(OPERATION_ACCESS.approveOrganization, role)).toBe(true);
    expect(allows(OPERATION_ACCESS.suspendOrganization, Role.OWNER)).toBe(false);
    expect(allows(OPERATION_ACCESS.users, Role.USER)).toBe(false);
    expect(allows(OPERATION_ACCESS.inviteUser, Role.BANK_ADMIN)).toBe(false);
  });
});

describe('organization e-mail and licence keys', () => {
  it('compare trimmed and ignoring case', () => {
    expect(organizationEmailKey('  Ops@DrukAir.BT ')).toBe('ops@drukair.bt');
    expect(organizationLicenseKey(' ht-2101 ')).toBe(organizationLicenseKey('HT-2101'));
  });
});
