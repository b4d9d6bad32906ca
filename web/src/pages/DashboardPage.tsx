import { useQuery } from '@apollo/client/react';
import { can, isMerchant, Role } from '@pg/domain';
import { Card } from '@pg/ui-kit';
import { Link } from 'react-router';
import styled from 'styled-components';

import { BANK_GUIDE_URL, MERCHANT_GUIDE_URL } from '../modules/app/brand';
import { PATHS } from '../modules/app/router/paths';
import { useSignedInSession } from '../modules/app/session/SessionContext';
import { BankDashboard } from '../modules/dashboards/BankDashboard';
import { MerchantDashboard } from '../modules/dashboards/MerchantDashboard';
import { PlatformDashboard } from '../modules/dashboards/PlatformDashboard';
import { OUTSTANDING_AMOUNT } from '../modules/ledger/graphql/ledger';
import { money } from '../modules/transfers/format';

const Greeting = styled.h1`
  margin: 0 0 24px;
  font-size: 28px;
`;

const Grid = styled.div`
  display: grid;
  gap: 24px;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 280px), 1fr));
`;

/** The figures and charts of the caller's role (docs/decisions/README.md, Insight). */
function RoleDashboard({ role }: { role: Role }) {
  if (isMerchant(role)) return <MerchantDashboard />;
  if (role === Role.BANK_ADMIN || role === Role.BANK_FINANCE) return <BankDashboard />;
  if (role === Role.PG_ADMIN) return <PlatformDashboard />;
  return null;
}

const Balance = styled.p`
  margin: 0;
  font-size: 16px;
  strong {
    display: block;
    font-size: 32px;
    margin-top: 8px;
  }
`;

const Owing = styled.p`
  margin: 0 0 12px;
  color: ${({ theme }) => theme.colors.danger};
`;

const Shortcuts = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 12px;
  a {
    color: inherit;
    font-weight: 600;
  }
`;

/** Dashboard home (spec 002 section 2): greeting, balance, shortcuts and help, then the role's figures. */
export function DashboardPage() {
  const { user } = useSignedInSession();
  const seesBalance = can(user.role, 'seeOutstandingBalance');
  // What the platform holds for merchants and has not transferred yet (docs/decisions/0055-double-entry-books.md).
  const outstanding = useQuery(OUTSTANDING_AMOUNT, { skip: !seesBalance });
  const guideUrl = user.role === Role.BANK_ADMIN ? BANK_GUIDE_URL : MERCHANT_GUIDE_URL;
  return (
    <section aria-labelledby="dashboard-greeting">
      <Greeting id="dashboard-greeting">Hello, {user.name}</Greeting>
      <Grid>
        {seesBalance && (
          <Card title="Outstanding Balance">
            <Balance>
              Outstanding Balance to Bank is <strong aria-live="polite">{outstanding.data ? money(outstanding.data.outstandingAmount.amount) : '—'}</strong>
            </Balance>
            {outstanding.data && outstanding.data.outstandingAmount.owing > 0 && (
              // What organizations owe the platform is shown apart, never netted into the amount above.
              <Owing>
                {outstanding.data.outstandingAmount.owingOrganizations}{' '}
                {outstanding.data.outstandingAmount.owingOrganizations === 1 ? 'organization owes' : 'organizations owe'} the platform{' '}
                <strong>{money(outstanding.data.outstandingAmount.owing)}</strong>
              </Owing>
            )}
            <Link to="/ledger">View Ledger</Link>
          </Card>
        )}
        <Card title="Quick Shortcuts">
          <Shortcuts>
            {can(user.role, 'createInvoice') && (
              <li>
                <Link to={PATHS.createInvoice}>Create An Invoice</Link>
              </li>
            )}
            <li>
              <Link to={PATHS.accountSettings}>Update Your Profile</Link>
            </li>
          </Shortcuts>
        </Card>
        <Card title="Help">
          <p>New here or stuck on a step? Our guide walks you through every screen.</p>
          <a href={guideUrl} target="_blank" rel="noreferrer">
            Help
          </a>
        </Card>
      </Grid>
      <RoleDashboard role={user.role} />
    </section>
  );
}
