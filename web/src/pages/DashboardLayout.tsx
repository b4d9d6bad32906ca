// The signed-in frame (menu, header, footer) that composes the modules: with the pages, above every module (it shows legal's terms).
import { canVisit, isMerchant, routeFor } from '@pg/domain';
import { AppShell, Spinner } from '@pg/ui-kit';
import { Suspense, useState } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import styled from 'styled-components';

import logoUrl from '../assets/logo.svg';
import logoOnDarkUrl from '../assets/logo-on-dark.svg';
import partnerLogoUrl from '../assets/partner-bank.svg';
import { PARTNER_BANK_NAME, PRODUCT_NAME } from '../modules/app/brand';
import { menuEntriesFor } from '../modules/app/router/menu';
import { PATHS } from '../modules/app/router/paths';
import { IdleWarning } from '../modules/app/session/IdleWarning';
import { useSignedInSession } from '../modules/app/session/SessionContext';
import { TermsDialog } from '../modules/legal/components/TermsDialog';
import { GlobalSearch } from '../modules/search/GlobalSearch';
import { ViewModeProvider } from '../modules/test-mode/ViewModeProvider';
import { ViewModeToggle } from '../modules/test-mode/ViewModeToggle';
import { NotAllowedPage } from './NotAllowedPage';

const Partner = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  font-size: 12px;

  /* The bank's mark keeps its own colours on a white badge, on the dark menu and the light drawer alike. */
  & img {
    box-sizing: content-box;
    padding: 4px 8px;
    border-radius: 6px;
    background: #fff;
  }
`;

const FooterLink = styled.button`
  background: none;
  border: 0;
  padding: 0;
  font: inherit;
  color: inherit;
  text-decoration: underline;
  cursor: pointer;
`;

const MenuLink = styled(Link)`
  color: inherit;
  text-decoration: none;
  display: contents;
`;

/** The signed-in frame (spec 000 App shell) and the role check of every dashboard route. */
export function DashboardLayout() {
  const { user, signOut } = useSignedInSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [termsOpen, setTermsOpen] = useState(false);
  const menuItems = menuEntriesFor(user.role);
  const fullName = [user.name, user.surname].filter(Boolean).join(' ');

  return (
    <ViewModeProvider>
      <AppShell
        logo={<img src={logoUrl} alt={PRODUCT_NAME} width={140} height={34} />}
        logoOnDark={<img src={logoOnDarkUrl} alt={PRODUCT_NAME} width={140} height={34} />}
        onLogoClick={() => void navigate(PATHS.home)}
        menuItems={menuItems}
        search={
          <>
            {/* Merchants switch between live and test data (test mode); staff see both, badged. */}
            {isMerchant(user.role) && <ViewModeToggle />}
            <GlobalSearch />
          </>
        }
        activePath={routeFor(location.pathname) ?? location.pathname}
        renderLink={(item, children) => <MenuLink to={item.to}>{children}</MenuLink>}
        user={{ name: fullName, avatarUrl: user.avatar?.cloudFrontUrl || user.avatar?.url || undefined, avatarFallbackUrl: user.avatar?.url }}
        profileMenu={[
          { label: 'Account Settings', onSelect: () => void navigate(PATHS.accountSettings) },
          {
            label: 'Logout',
            onSelect: () => {
              signOut();
              void navigate(PATHS.home, { replace: true });
            },
          },
        ]}
        partnerLogo={
          <Partner>
            <span>In Partnership with</span>
            <img src={partnerLogoUrl} alt={PARTNER_BANK_NAME} width={176} height={36} />
          </Partner>
        }
        footer={
          <>
            <FooterLink type="button" onClick={() => setTermsOpen(true)}>
              Terms And Conditions
            </FooterLink>
            <TermsDialog open={termsOpen} onClose={() => setTermsOpen(false)} />
          </>
        }
      >
        {canVisit(user.role, location.pathname) ? (
          <Suspense fallback={<Spinner label="Loading" />}>
            <Outlet />
          </Suspense>
        ) : (
          <NotAllowedPage />
        )}
      </AppShell>
      <IdleWarning />
    </ViewModeProvider>
  );
}
