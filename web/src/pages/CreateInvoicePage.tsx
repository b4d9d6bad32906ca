import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation, useQuery } from '@apollo/client/react';
import { can, DEFAULT_MERCHANT_FEE_BPS, DEFAULT_PLATFORM_FEE_BPS, firstError, INVOICE_MESSAGES, percentToBps } from '@pg/domain';
import { Alert, Badge, Button, Card, ConfirmDialog, ReasonedButton, useToast } from '@pg/ui-kit';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';

import { Page, Stack, WithSide } from '../modules/app/components/page.styles';
import { PATHS } from '../modules/app/router/paths';
import { useSignedInSession } from '../modules/app/session/SessionContext';
import { submitReason } from '../modules/app/submit-reason';
import { BreakdownTable } from '../modules/invoices/create/BreakdownTable';
import { Actions, FormError, PageHeader, Side } from '../modules/invoices/create/create.styles';
import { CreatedDialog } from '../modules/invoices/create/CreatedDialog';
import { CustomerSection, PaymentSection, TripSection } from '../modules/invoices/create/DetailSections';
import { DisbursementsTable, DOI_NAME } from '../modules/invoices/create/DisbursementsTable';
import { CREATE_INVOICE, type CreatedInvoice, DISBURSEMENT_ORGANIZATIONS } from '../modules/invoices/create/graphql';
import { HowToCreate } from '../modules/invoices/create/HowToCreate';
import { createInput, disbursementErrors, lineErrors, SECTION_LABELS, sectionProblems } from '../modules/invoices/create/invoiceDraft';
import { TotalsPanel } from '../modules/invoices/create/TotalsPanel';
import { type ServerFieldErrors, useInvoiceDraft } from '../modules/invoices/create/useInvoiceDraft';
import { NotAllowedPage } from './NotAllowedPage';

export const CANCEL_INVOICE_MESSAGE = 'Are you sure you want to cancel this invoice ?';

/** /invoices/add, title 'Create Invoice' (spec 000 s2, s5, s7, s9): Admin, Owner and User only. */
export function CreateInvoicePage() {
  const { user } = useSignedInSession();
  if (!can(user.role, 'createInvoice')) return <NotAllowedPage />;
  return <CreateInvoiceForm />;
}

/** The calendar date the API checks Date Of Service against (it compares UTC dates). */
const todayUtc = () => new Date().toISOString().slice(0, 10);

function serverFields(error: unknown): ServerFieldErrors {
  if (!CombinedGraphQLErrors.is(error)) return {};
  return error.errors.reduce<ServerFieldErrors>((all, e) => ({ ...all, ...((e.extensions?.fields as ServerFieldErrors | undefined) ?? {}) }), {});
}

function CreateInvoiceForm() {
  const { organization } = useSignedInSession();
  const navigate = useNavigate();
  const toast = useToast();
  const platformFeeBps = organization.platformFee === null ? DEFAULT_PLATFORM_FEE_BPS : percentToBps(organization.platformFee);
  // Spec 000 section 9: the merchant fee defaults to 4.99 % when the organization has none, and
  // never exceeds the platform fee (the slider's top).
  const storedFeeBps = organization.merchantProcessingFee === null ? DEFAULT_MERCHANT_FEE_BPS : percentToBps(organization.merchantProcessingFee);
  const merchantFeeBps = Math.min(platformFeeBps, storedFeeBps);
  const [today] = useState(todayUtc);
  const form = useInvoiceDraft(merchantFeeBps, platformFeeBps, today);
  const { draft, act, touch, shows } = form;
  const [cancelOpen, setCancelOpen] = useState(false);
  const [created, setCreated] = useState<CreatedInvoice | null>(null);
  const [createInvoice, { loading }] = useMutation(CREATE_INVOICE);
  const noRefundPolicy = !organization.refundPolicyTerms;
  const problems = sectionProblems(form.draft, form.sections);
  // Issue 50: the disabled Create names what holds it back.
  const createReason = noRefundPolicy ? 'Set your refund policy in Account Settings first.' : submitReason(SECTION_LABELS, problems.blank, problems.invalid);

  // The fixed first disbursement goes to the Department Of Immigration.
  const government = useQuery(DISBURSEMENT_ORGANIZATIONS, { variables: { type: ['government'], status: ['active'] } });
  useEffect(() => {
    const list = government.data?.organizations ?? [];
    const doi = list.find((o) => o.name.toLowerCase() === DOI_NAME.toLowerCase()) ?? list[0];
    if (doi) act({ type: 'defaultRecipient', recipient: { id: doi.id, name: doi.name } });
  }, [government.data, act]);

  const warned = useRef(false);
  useEffect(() => {
    if (noRefundPolicy && !warned.current) {
      warned.current = true;
      toast.error(INVOICE_MESSAGES.refundPolicyRequired);
    }
  }, [noRefundPolicy, toast]);

  const submit = async () => {
    form.setAttempted(true);
    const rowsInvalid =
      draft.lineItems.some((l) => Object.values(lineErrors(l)).some(Boolean)) ||
      draft.disbursements.some((d) => Object.values(disbursementErrors(d)).some(Boolean));
    const problem = firstError(form.create);
    if (problem) toast.error(problem);
    if (problem || rowsInvalid || !form.sectionsValid) return;
    try {
      const result = await createInvoice({ variables: { invoice: createInput(draft) } });
      if (result.data) setCreated(result.data.createInvoice);
    } catch (error) {
      // The error link has shown the server's message; its field errors go on their fields.
      form.setServerErrors(serverFields(error));
    }
  };

  return (
    <Page>
      <PageHeader>
        <h1>Create Invoice</h1>
        <Badge tone="neutral">Unsent</Badge>
      </PageHeader>
      {noRefundPolicy && (
        <Alert tone="danger">
          {INVOICE_MESSAGES.refundPolicyRequired} <Link to={PATHS.accountSettings}>Account Settings</Link>
        </Alert>
      )}
      <HowToCreate />
      <WithSide $side>
        <Stack>
          <CustomerSection field={form.field} />
          <PaymentSection
            field={form.field}
            type={draft.type}
            typeError={form.errorOf('type')}
            onType={(value) => {
              act({ type: 'field', field: 'type', value }, 'field:type', 'type');
            }}
            feeBps={draft.merchantFeeBps}
            feeError={form.errorOf('merchantProcessingFee')}
            platformFee={organization.platformFee}
            onFee={(bps) => act({ type: 'fee', bps }, 'field:merchantProcessingFee', 'merchantProcessingFee')}
          />
          <TripSection field={form.field} minDate={draft.type === 'preTripPayment' ? today : undefined} />
          <BreakdownTable
            lines={draft.lineItems}
            lineTotalsCents={form.totals.lineTotalsCents}
            shows={(key, field) => shows(`line:${key}:${field}`)}
            error={form.attempted ? form.create.lineItems : undefined}
            onChange={(key, field, value) => act({ type: 'changeLine', key, field, value })}
            onBlur={(key, field) => touch(`line:${key}:${field}`)}
            onAdd={() => act({ type: 'addLine' })}
            onRemove={(key) => act({ type: 'removeLine', key })}
            onMove={(key, by) => act({ type: 'moveLine', key, by })}
          />
          <DisbursementsTable
            rows={draft.disbursements}
            shows={(key, field) => shows(`disbursement:${key}:${field}`)}
            attempted={form.attempted}
            error={form.attempted ? (form.create.disbursements ?? form.create.total) : undefined}
            onChange={(key, patch) => act({ type: 'changeDisbursement', key, patch })}
            onBlur={(key, field) => touch(`disbursement:${key}:${field}`)}
            onAdd={() => act({ type: 'addDisbursement' })}
            onRemove={(key) => act({ type: 'removeDisbursement', key })}
          />
        </Stack>
        <Side>
          <Card title="Invoice Actions">
            <Actions>
              <TotalsPanel totals={form.totals} merchantFeeBps={draft.merchantFeeBps} />
              {form.serverOther.map((message) => (
                <FormError key={message} role="alert">
                  {message}
                </FormError>
              ))}
              <ReasonedButton
                fullWidth
                loading={loading}
                disabled={!form.sectionsValid || noRefundPolicy || loading}
                reason={createReason}
                onClick={() => void submit()}
              >
                Create
              </ReasonedButton>
              <Button fullWidth variant="secondary" onClick={() => setCancelOpen(true)}>
                Cancel
              </Button>
            </Actions>
          </Card>
        </Side>
      </WithSide>
      <ConfirmDialog
        open={cancelOpen}
        title="Cancel Invoice"
        message={CANCEL_INVOICE_MESSAGE}
        onConfirm={() => void navigate('/invoices')}
        onCancel={() => setCancelOpen(false)}
      />
      <CreatedDialog invoice={created} onClose={() => created && void navigate(`/invoices/${created.id}`)} />
    </Page>
  );
}
