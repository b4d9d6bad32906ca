import { LoadingScreen } from '@pg/ui-kit';
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';

import { DashboardLayout } from '../../../pages/DashboardLayout';
import { LandingRedirect } from '../../../pages/LandingRedirect';
import { LockedPage } from '../../../pages/LockedPage';
import { NotFoundPage } from '../../../pages/NotFoundPage';
import { ResetPasswordPage } from '../../../pages/ResetPasswordPage';
import { SignInPage } from '../../../pages/SignInPage';
import { isConfinedToLockedScreen } from '../session/lockedScreen';
import { useSession } from '../session/SessionContext';
import { PATHS } from './paths';

// Spec 000 section 2. The customer pay page (/pay, /new-pay) is not a route of this app: it is
// its own entry (pay.html, src/pay-main.tsx) that the API and Vite serve for those paths, so
// customers download neither this app nor Apollo Client. Public routes go in publicRoutes() so
// they work in every session state.

// Signed-in screens load on first visit, so the sign-in and pay pages stay small (the
// DashboardLayout holds their Suspense boundary, keeping the shell on screen while one loads).
const AccountSettingsPage = lazy(() => import('../../../pages/AccountSettingsPage').then((m) => ({ default: m.AccountSettingsPage })));
const CreateInvoicePage = lazy(() => import('../../../pages/CreateInvoicePage').then((m) => ({ default: m.CreateInvoicePage })));
const DashboardPage = lazy(() => import('../../../pages/DashboardPage').then((m) => ({ default: m.DashboardPage })));
const GatewaySettingsPage = lazy(() => import('../../../pages/GatewaySettingsPage').then((m) => ({ default: m.GatewaySettingsPage })));
const InvoiceDetailsPage = lazy(() => import('../../../pages/InvoiceDetailsPage').then((m) => ({ default: m.InvoiceDetailsPage })));
const InvoicesPage = lazy(() => import('../../../pages/InvoicesPage').then((m) => ({ default: m.InvoicesPage })));
const RefundDeclinePage = lazy(() => import('../../../pages/RefundDeclinePage').then((m) => ({ default: m.RefundDeclinePage })));
const RefundDetailsPage = lazy(() => import('../../../pages/RefundDetailsPage').then((m) => ({ default: m.RefundDetailsPage })));
const RefundInitiatePage = lazy(() => import('../../../pages/RefundInitiatePage').then((m) => ({ default: m.RefundInitiatePage })));
const RefundsPage = lazy(() => import('../../../pages/RefundsPage').then((m) => ({ default: m.RefundsPage })));
// disputes
const DisputesPage = lazy(() => import('../../../pages/DisputesPage').then((m) => ({ default: m.DisputesPage })));
const DisputeDetailsPage = lazy(() => import('../../../pages/DisputeDetailsPage').then((m) => ({ default: m.DisputeDetailsPage })));
const DisputeDeclinePage = lazy(() => import('../../../pages/DisputeDeclinePage').then((m) => ({ default: m.DisputeDeclinePage })));
const SendSummaryPage = lazy(() => import('../../../pages/SendSummaryPage').then((m) => ({ default: m.SendSummaryPage })));
// checkouts and developer API keys
const ApiDocsPage = lazy(() => import('../../../pages/ApiDocsPage').then((m) => ({ default: m.ApiDocsPage })));
const CheckoutDetailsPage = lazy(() => import('../../../pages/CheckoutDetailsPage').then((m) => ({ default: m.CheckoutDetailsPage })));
const CheckoutsPage = lazy(() => import('../../../pages/CheckoutsPage').then((m) => ({ default: m.CheckoutsPage })));
const DeveloperPage = lazy(() => import('../../../pages/DeveloperPage').then((m) => ({ default: m.DeveloperPage })));
// transfers and ledger
const LedgerDetailsPage = lazy(() => import('../../../pages/LedgerDetailsPage').then((m) => ({ default: m.LedgerDetailsPage })));
const AuditLogPage = lazy(() => import('../../../pages/AuditLogPage').then((m) => ({ default: m.AuditLogPage })));
const LedgerAccountPage = lazy(() => import('../../../pages/LedgerAccountPage').then((m) => ({ default: m.LedgerAccountPage })));
const ReportsPage = lazy(() => import('../../../pages/ReportsPage').then((m) => ({ default: m.ReportsPage })));
const ReconciliationPage = lazy(() => import('../../../pages/ReconciliationPage').then((m) => ({ default: m.ReconciliationPage })));
const LedgerAuditsPage = lazy(() => import('../../../pages/LedgerAuditsPage').then((m) => ({ default: m.LedgerAuditsPage })));
const LedgerPage = lazy(() => import('../../../pages/LedgerPage').then((m) => ({ default: m.LedgerPage })));
const TransactionDetailsPage = lazy(() => import('../../../pages/TransactionDetailsPage').then((m) => ({ default: m.TransactionDetailsPage })));
const TransactionsPage = lazy(() => import('../../../pages/TransactionsPage').then((m) => ({ default: m.TransactionsPage })));
const TransferDetailsPage = lazy(() => import('../../../pages/TransferDetailsPage').then((m) => ({ default: m.TransferDetailsPage })));
const TransfersPage = lazy(() => import('../../../pages/TransfersPage').then((m) => ({ default: m.TransfersPage })));
// users and organizations administration
const UsersPage = lazy(() => import('../../../pages/UsersPage').then((m) => ({ default: m.UsersPage })));
const InviteUserPage = lazy(() => import('../../../pages/InviteUserPage').then((m) => ({ default: m.InviteUserPage })));
const UserDetailsPage = lazy(() => import('../../../pages/UserDetailsPage').then((m) => ({ default: m.UserDetailsPage })));
const OrganizationsPage = lazy(() => import('../../../pages/OrganizationsPage').then((m) => ({ default: m.OrganizationsPage })));
const CreateOrganizationPage = lazy(() => import('../../../pages/CreateOrganizationPage').then((m) => ({ default: m.CreateOrganizationPage })));
const OrganizationDetailsPage = lazy(() => import('../../../pages/OrganizationDetailsPage').then((m) => ({ default: m.OrganizationDetailsPage })));

// Signed-out screens too: a customer on /pay downloads none of them.
const ForgotPasswordPage = lazy(() => import('../../../pages/ForgotPasswordPage').then((m) => ({ default: m.ForgotPasswordPage })));
const MarksUsageAgreementPage = lazy(() => import('../../../pages/MarksUsageAgreementPage').then((m) => ({ default: m.MarksUsageAgreementPage })));
const MerchantAddRequestPage = lazy(() => import('../../../pages/MerchantAddRequestPage').then((m) => ({ default: m.MerchantAddRequestPage })));
const PaymentTermsPage = lazy(() => import('../../../pages/PaymentTermsPage').then((m) => ({ default: m.PaymentTermsPage })));
const RestrictedBusinessPage = lazy(() => import('../../../pages/RestrictedBusinessPage').then((m) => ({ default: m.RestrictedBusinessPage })));
const SecondFactorEnrolmentPage = lazy(() => import('../../../pages/SecondFactorEnrolmentPage').then((m) => ({ default: m.SecondFactorEnrolmentPage })));
const SignUpPage = lazy(() => import('../../../pages/SignUpPage').then((m) => ({ default: m.SignUpPage })));
const VerifyEmailPage = lazy(() => import('../../../pages/VerifyEmailPage').then((m) => ({ default: m.VerifyEmailPage })));

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
      {/* Confined users never get here (CurrentRoutes): these two go where signing in lands. */}
      <Route path={PATHS.locked} element={<LandingRedirect address={PATHS.locked} />} />
      <Route path={PATHS.signIn} element={<LandingRedirect address={PATHS.signIn} />} />
      <Route element={<DashboardLayout />}>
        <Route index element={<DashboardPage />} />
        <Route path={PATHS.accountSettings} element={<AccountSettingsPage />} />
        <Route path={PATHS.refunds} element={<RefundsPage />} />
        <Route path={PATHS.refundInitiate} element={<RefundInitiatePage />} />
        <Route path={PATHS.refundDetails} element={<RefundDetailsPage />} />
        <Route path={PATHS.refundDecline} element={<RefundDeclinePage />} />
        <Route path={PATHS.createInvoice} element={<CreateInvoicePage />} />
        <Route path={PATHS.invoices} element={<InvoicesPage />} />
        <Route path={PATHS.invoiceDetails} element={<InvoiceDetailsPage />} />
        <Route path={PATHS.sendSummary} element={<SendSummaryPage />} />
        <Route path={PATHS.gatewaySettings} element={<GatewaySettingsPage />} />
        <Route path={PATHS.auditLog} element={<AuditLogPage />} />
        {/* scheduled reports */}
        <Route path={PATHS.reports} element={<ReportsPage />} />
        {/* checkouts and developer API keys */}
        <Route path={PATHS.checkouts} element={<CheckoutsPage />} />
        <Route path={PATHS.checkoutDetails} element={<CheckoutDetailsPage />} />
        <Route path={PATHS.developer} element={<DeveloperPage />} />
        <Route path={PATHS.apiDocs} element={<ApiDocsPage />} />
        {/* disputes */}
        <Route path={PATHS.disputes} element={<DisputesPage />} />
        <Route path={PATHS.disputeDetails} element={<DisputeDetailsPage />} />
        <Route path={PATHS.disputeDecline} element={<DisputeDeclinePage />} />
        {/* transfers and ledger */}
        <Route path={PATHS.transactions} element={<TransactionsPage />} />
        <Route path={PATHS.transactionDetails} element={<TransactionDetailsPage />} />
        <Route path={PATHS.transfers} element={<TransfersPage />} />
        <Route path={PATHS.transferDetails} element={<TransferDetailsPage />} />
        <Route path={PATHS.ledger} element={<LedgerPage />} />
        <Route path={PATHS.ledgerDetails} element={<LedgerDetailsPage />} />
        <Route path={PATHS.ledgerAccount} element={<LedgerAccountPage />} />
        <Route path={PATHS.ledgerAudits} element={<LedgerAuditsPage />} />
        <Route path={PATHS.ledgerReconciliation} element={<ReconciliationPage />} />
        {/* users and organizations administration */}
        <Route path={PATHS.users} element={<UsersPage />} />
        <Route path={PATHS.userInvite} element={<InviteUserPage />} />
        <Route path={PATHS.userDetails} element={<UserDetailsPage />} />
        <Route path={PATHS.organizations} element={<OrganizationsPage />} />
        <Route path={PATHS.organizationCreate} element={<CreateOrganizationPage />} />
        <Route path={PATHS.organizationDetails} element={<OrganizationDetailsPage />} />
      </Route>
      <Route path="*" element={<Navigate to={PATHS.notFound} replace />} />
    </Routes>
  );
}

function CurrentRoutes() {
  const { state } = useSession();
  if (state.status === 'loading') return <LoadingRoutes />;
  if (state.status === 'signedOut') return <SignedOutRoutes />;
  // A locked user, or one of a locked organization, is confined to the locked screen on every
  // path (spec 000 section 2, spec 002 section 4).
  if (isConfinedToLockedScreen(state.user, state.organization)) return <LockedPage />;
  // Issue 44: nothing else opens until a required second factor is set up.
  if (state.enrolmentRequired) return <SecondFactorEnrolmentPage />;
  return <SignedInRoutes />;
}

export function AppRoutes() {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <CurrentRoutes />
    </Suspense>
  );
}
