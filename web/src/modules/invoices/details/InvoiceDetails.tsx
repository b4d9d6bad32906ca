import { useQuery } from '@apollo/client/react';
import { Breadcrumb, Spinner } from '@pg/ui-kit';
import { useNavigate } from 'react-router';

import { useSignedInSession } from '../../app/session/SessionContext';
import { ProcessTimeline } from '../../process-timeline/ProcessTimeline';
import { INVOICE } from '../graphql/invoices';
import { AmountSections } from './AmountSections';
import { CreditAdvice } from './CreditAdvice';
import { Histories, RefundAndDisputeTables } from './Histories';
import { InfoSections } from './InfoSections';
import { InvoiceActions } from './InvoiceActions';
import { Columns, Page, Stack, TitleRow } from './InvoiceDetails.styles';
import { InvoiceHeader } from './InvoiceHeader';
import { Payouts } from './Payouts';

/** Invoice Detail (spec 000 section 2, /invoices/{id}). */
export function InvoiceDetails({ id }: { id: string }) {
  const { user } = useSignedInSession();
  const navigate = useNavigate();
  const { data, loading, refetch } = useQuery(INVOICE, { variables: { id } });
  const invoice = data?.invoice;

  return (
    <Page aria-labelledby="invoice-detail-title">
      <Breadcrumb items={[{ label: 'Invoices', href: '/invoices', onClick: () => void navigate('/invoices') }, { label: invoice?.code ?? 'Invoice Detail' }]} />
      <TitleRow>
        <h1 id="invoice-detail-title">Invoice Detail</h1>
      </TitleRow>
      {!invoice ? (
        loading && <Spinner label="Loading invoice" />
      ) : (
        <Columns>
          <Stack>
            <InvoiceHeader invoice={invoice} role={user.role} />
            <InfoSections invoice={invoice} role={user.role} />
            <AmountSections invoice={invoice} role={user.role} />
            <RefundAndDisputeTables invoice={invoice} />
            <CreditAdvice invoice={invoice} role={user.role} />
            <Payouts invoice={invoice} role={user.role} />
            <Histories invoice={invoice} />
            <ProcessTimeline kind="INVOICE" id={invoice.id} watch={invoice.status} onChange={() => void refetch()} />
          </Stack>
          <InvoiceActions invoice={invoice} role={user.role} />
        </Columns>
      )}
    </Page>
  );
}
