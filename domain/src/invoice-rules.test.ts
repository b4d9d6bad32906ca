import { canDisburseInvoice, canEditDisbursements, canUploadCreditAdvice, canVoidInvoice } from './invoice-rules';
import { ALL_ROLES, Role } from './roles';
import { INVOICE_STATUSES } from './statuses';

const { PG_ADMIN, BANK_ADMIN, BANK_FINANCE, OWNER, ADMIN, USER } = Role;

describe('disbursement editing (spec 000 L156: merchant editors or the bank role; D0022)', () => {
  it('lets exactly the merchant editors and Bank Admin edit, and only while the disbursements are open', () => {
    // Literal: who may edit, and in which states. Disbursed through a transfer stays open (the
    // transfer carries the split); disbursed by hand, void or cancelled locks them.
    const editors = [OWNER, ADMIN, USER, BANK_ADMIN];
    const open: [string, string | null][] = [
      ['unsent', null],
      ['unsent', 'transfer-1'],
      ['unpaid', null],
      ['unpaid', 'transfer-1'],
      ['paid', null],
      ['paid', 'transfer-1'],
      ['disbursed', 'transfer-1'],
    ];
    const allowed = new Set(editors.flatMap((role) => open.map(([status, transfer]) => `${role} ${status} ${transfer}`)));
    for (const role of ALL_ROLES)
      for (const status of INVOICE_STATUSES)
        for (const transfer of [null, 'transfer-1']) {
          const key = `${role} ${status} ${transfer}`;
          expect([key, canEditDisbursements(role, status, transfer)]).toEqual([key, allowed.has(key)]);
        }
  });

  it('refuses the platform and Bank Finance even on an unpaid invoice', () => {
    for (const role of [PG_ADMIN, BANK_FINANCE]) expect(canEditDisbursements(role, 'unpaid', null)).toBe(false);
  });

  it('locks a disbursed-by-hand, void or cancelled invoice for every role', () => {
    for (const role of ALL_ROLES) {
      expect(canEditDisbursements(role, 'disbursed', null)).toBe(false);
      expect(canEditDisbursements(role, 'void', null)).toBe(false);
      expect(canEditDisbursements(role, 'cancelled', 'transfer-1')).toBe(false);
    }
  });
});

describe('void, disburse and credit advice, every role in every status (spec 000 L153-155)', () => {
  const pairs = (rule: (role: Role, status: (typeof INVOICE_STATUSES)[number]) => boolean) =>
    ALL_ROLES.flatMap((role) => INVOICE_STATUSES.filter((status) => rule(role, status)).map((status) => `${role} ${status}`));

  it('void: every role but the platform, only from unpaid', () => {
    expect(pairs(canVoidInvoice)).toEqual([BANK_ADMIN, USER, ADMIN, BANK_FINANCE, OWNER].map((role) => `${role} unpaid`));
  });

  it('disburse and credit advice: the platform role only, only when paid', () => {
    expect(pairs(canDisburseInvoice)).toEqual([`${PG_ADMIN} paid`]);
    expect(pairs(canUploadCreditAdvice)).toEqual([`${PG_ADMIN} paid`]);
  });
});
