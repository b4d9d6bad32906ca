import type { Industry, OrganizationType, RefundPolicyTerms } from '@pg/domain';
import { allows, OPERATION_ACCESS, Role, SECOND_FACTOR_REQUIRED_ROLES, STEP_UP_ACTIONS, STEP_UP_ONLY_WHEN } from '@pg/domain';

export const DEMO_PASSWORD = 'Demo1234!';

/**
 * Issue 44: the demo accounts' authenticator key (public, like the password): `npm start`
 * prints it, `npm run totp -- pg.admin@demo.test` prints its current code, and the tests'
 * sign-in helpers compute their codes from it.
 */
export const DEMO_TOTP_KEY = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

export interface DemoOrganization {
  key: string;
  name: string;
  type: OrganizationType;
  industry: Industry;
  email: string;
  licenseNumber: string;
  address?: string;
  phoneNumber?: string;
  website?: string;
  refundPolicyTerms?: RefundPolicyTerms;
  merchantProcessingFeeBps?: number;
}

export const DEMO_ORGANIZATIONS: DemoOrganization[] = [
  {
    key: 'pg',
    name: 'BhutanPay Platform',
    type: 'pg',
    industry: 'other',
    email: 'ops@bhutanpay.test',
    licenseNumber: 'PG-0001',
    address: 'Norzin Lam, Thimphu',
    phoneNumber: '+975 2 330001',
    website: 'https://bhutanpay.test',
  },
  {
    key: 'bank',
    name: 'Bank of Bhutan',
    type: 'bank',
    industry: 'other',
    email: 'cards@bob.test',
    licenseNumber: 'BK-0001',
    address: 'Chorten Lam, Thimphu',
    phoneNumber: '+975 2 322266',
    website: 'https://bob.test',
  },
  {
    key: 'tour',
    name: 'Druk Heritage Tours',
    type: 'agency',
    industry: 'TourismTourOperator',
    email: 'hello@drukheritage.test',
    licenseNumber: 'TO-1001',
    address: 'Chang Lam 12, Thimphu',
    phoneNumber: '+975 17 111222',
    website: 'https://drukheritage.test',
    refundPolicyTerms: 'fullRefund',
    merchantProcessingFeeBps: 250,
  },
  { key: 'hotel', name: 'Paro Valley Hotel', type: 'hotel', industry: 'TourismHotel', email: 'stay@parovalley.test', licenseNumber: 'HT-2001' },
  { key: 'airline', name: 'Dragon Wings Airline', type: 'airline', industry: 'TourismAirline', email: 'sales@dragonwings.test', licenseNumber: 'AL-3001' },
  {
    key: 'doi',
    name: 'Department Of Immigration',
    type: 'government',
    industry: 'TourismGovernment',
    email: 'visa@doi.test',
    licenseNumber: 'GOV-4001',
    address: 'Thimphu',
    phoneNumber: '+975 2 323127',
    website: 'https://doi.test',
  },
];

export interface DemoUser {
  email: string;
  name: string;
  surname: string;
  role: Role;
  org: string;
  locked?: boolean;
}

export const DEMO_USERS: DemoUser[] = [
  { email: 'pg.admin@demo.test', name: 'Pema', surname: 'Wangchuk', role: Role.PG_ADMIN, org: 'pg' },
  { email: 'bank.admin@demo.test', name: 'Karma', surname: 'Dorji', role: Role.BANK_ADMIN, org: 'bank' },
  { email: 'bank.finance@demo.test', name: 'Sonam', surname: 'Choden', role: Role.BANK_FINANCE, org: 'bank' },
  { email: 'owner@demo.test', name: 'Tashi', surname: 'Tshering', role: Role.OWNER, org: 'tour' },
  { email: 'admin@demo.test', name: 'Dechen', surname: 'Zam', role: Role.ADMIN, org: 'tour' },
  { email: 'user@demo.test', name: 'Ugyen', surname: 'Lhamo', role: Role.USER, org: 'tour' },
  { email: 'locked@demo.test', name: 'Kinley', surname: 'Penjor', role: Role.USER, org: 'tour', locked: true },
];

/**
 * Issue 44 (decision 0178): the demo accounts enrolled with DEMO_TOTP_KEY: staff, who must have
 * a factor, and every account whose role runs a step-up action (Owner, Admin), which refuses a
 * person without one. The rest (User, the locked account) sign in with the password alone: a
 * User's only such operation, updateUser, asks for a step-up only when it sets a role.
 */
const STEP_UP_OPERATIONS = Object.keys(STEP_UP_ACTIONS).filter((op) => !(op in STEP_UP_ONLY_WHEN));
export const DEMO_TOTP_EMAILS: readonly string[] = DEMO_USERS.filter(
  (u) => !u.locked && (SECOND_FACTOR_REQUIRED_ROLES.includes(u.role) || STEP_UP_OPERATIONS.some((op) => allows(OPERATION_ACCESS[op], u.role))),
).map((u) => u.email);
