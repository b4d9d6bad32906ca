import { LoadingScreen } from '@pg/ui-kit';
import { Navigate, Route, Routes } from 'react-router';
import { AccountSettingsPage } from '../../../pages/AccountSettingsPage';
import { ComingSoonPage } from '../../../pages/ComingSoonPage';
import { DashboardPage } from '../../../pages/DashboardPage';
import { ForgotPasswordPage } from '../../../pages/ForgotPasswordPage';
import { LockedPage } from '../../../pages/LockedPage';
import { MarksUsageAgreementPage } from '../../../pages/MarksUsageAgreementPage';
import { MerchantAddRequestPage } from '../../../pages/MerchantAddRequestPage';
import { NotFoundPage } from '../../../pages/NotFoundPage';
import { PaymentTermsPage } from '../../../pages/PaymentTermsPage';
import { ResetPasswordPage } from '../../../pages/ResetPasswordPage';
import { RestrictedBusinessPage } from '../../../pages/RestrictedBusinessPage';
import { SignInPage } from '../../../pages/SignInPage';
import { SignUpPage } from '../../../pages/SignUpPage';
import { VerifyEmailPage } from '../../../pages/VerifyEmailPage';
import { DashboardLayout } from '../components/DashboardLayout';
import { useSession } from '../session/SessionContext';
import { PENDING_SECTIONS, ROUTE_LABELS } from './menu';
import { PATHS } from './paths';

// Spec 000 section 2. The customer payment routes (/pay, /new-pay, /checkout) are added by the
// payment-pages issue; they belong in publicRoutes() so they work in every session state.

function publicRoutes() {
  return [
    <Route key="404" path={PATHS.notFound} element={<NotFoundPage />} />,
    <Route key="restricted" path={PATHS.restrictedBusiness} element={<RestrictedBusinessPage />} />,
    <Route key="marks" path={PATHS.marksUsageAgreement} element={<MarksUsageAgreementPage />} />,
    <Route key="payment-terms" path={PATHS.paymentTerms} element={<PaymentTermsPage />} />,
  ];
}

function SignedOutRoutes() {
  return (
    <Routes>
      {publicRoutes()}
      <Route path={PATHS.forgotPassword} element={<ForgotPasswordPage />} />
      <Route path={PATHS.merchantAddRequest} element={<MerchantAddRequestPage />} />
      <Route path={PATHS.resetPassword} element={<ResetPasswordPage />} />
      <Route path={PATHS.signUp} element={<SignUpPage />} />
      <Route path={PATHS.verifyEmail} element={<VerifyEmailPage />} />
      {/* Any other path falls to the sign-in screen, so a deep link survives signing in. */}
      <Route path="*" element={<SignInPage />} />
    </Routes>
  );
}

function LoadingRoutes() {
  return (
    <Routes>
      {publicRoutes()}
      <Route path="*" element={<LoadingScreen />} />
    </Routes>
  );
}

function SignedInRoutes() {
  return (
    <Routes>
      {publicRoutes()}
      <Route path={PATHS.locked} element={<LockedPage />} />
      <Route path={PATHS.signIn} element={<Navigate to={PATHS.home} replace />} />
      <Route element={<DashboardLayout />}>
        <Route index element={<DashboardPage />} />
        <Route path={PATHS.accountSettings} element={<AccountSettingsPage />} />
        {PENDING_SECTIONS.map((path) => (
          <Route key={path} path={`${path}/*`} element={<ComingSoonPage title={ROUTE_LABELS[path]} />} />
        ))}
      </Route>
      <Route path="*" element={<Navigate to={PATHS.notFound} replace />} />
    </Routes>
  );
}

export function AppRoutes() {
  const { state } = useSession();
  if (state.status === 'loading') return <LoadingRoutes />;
  if (state.status === 'signedOut') return <SignedOutRoutes />;
  // A locked user is confined to the locked screen on every path (spec 002 section 4).
  if (state.user.locked) return <LockedPage />;
  return <SignedInRoutes />;
}
