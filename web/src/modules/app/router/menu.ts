import { type DashboardRoute, menuFor, type Role } from '@pg/domain';

/** Side-menu labels (spec 000 section 2, App shell). */
export const ROUTE_LABELS: Record<DashboardRoute, string> = {
  '/': 'Home',
  '/invoices': 'Invoices',
  '/checkouts': 'Checkouts',
  '/refunds': 'Refunds',
  '/disputes': 'Disputes',
  '/transactions': 'Transactions',
  '/transfers': 'Transfers',
  '/users': 'Users',
  '/organizations': 'Organizations',
  '/developer': 'Developer',
  '/account-settings': 'Account Settings',
  '/gateway-settings': 'Gateway Settings',
  '/ledger': 'Ledger',
  '/send-summary': 'Send Summary',
  '/audit-log': 'Audit Log',
  '/reports': 'Reports',
};

export interface MenuEntry {
  to: DashboardRoute;
  label: string;
}

/** The visible menu for a role; which routes show is decided by @pg/domain, never here. */
export function menuEntriesFor(role: Role): MenuEntry[] {
  return menuFor(role).map((to) => ({ to, label: ROUTE_LABELS[to] }));
}
