import { can, Role } from '@pg/domain';
import { Card } from '@pg/ui-kit';
import { Link } from 'react-router';
import styled from 'styled-components';
import { BANK_GUIDE_URL, MERCHANT_GUIDE_URL } from '../modules/app/brand';
import { PATHS } from '../modules/app/router/paths';
import { useSignedInSession } from '../modules/app/session/SessionContext';

const Greeting = styled.h1`
  margin: 0 0 24px;
  font-size: 28px;
`;

const Grid = styled.div`
  display: grid;
  gap: 24px;
  grid-template-columns: repeat(auto-fit, minmax(280px, 1fr));
`;

const Balance = styled.p`
  margin: 0;
  font-size: 16px;
  strong {
    display: block;
    font-size: 32px;
    margin-top: 8px;
  }
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

/**
 * Not yet known: the ledger issue adds the outstandingAmount query. Until then the bank sees a
 * dash rather than a made-up figure.
 */
const OUTSTANDING_PLACEHOLDER = '—';

/** Dashboard home (spec 002 section 2). */
export function DashboardPage() {
  const { user } = useSignedInSession();
  const guideUrl = user.role === Role.BANK_ADMIN ? BANK_GUIDE_URL : MERCHANT_GUIDE_URL;
  return (
    <section aria-labelledby="dashboard-greeting">
      <Greeting id="dashboard-greeting">Hello, {user.name}</Greeting>
      <Grid>
        {can(user.role, 'seeOutstandingBalance') && (
          <Card title="Outstanding Balance">
            <Balance>
              Outstanding Balance to Bank is <strong>{OUTSTANDING_PLACEHOLDER}</strong>
            </Balance>
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
    </section>
  );
}
