import { useMutation, useQuery } from '@apollo/client/react';
import { can, canSeeField, TRANSFER_ITEM_KINDS, TRANSFER_MESSAGES } from '@pg/domain';
import { Alert, Button, Card, type DescriptionItem, DescriptionList, LoadingScreen, useToast } from '@pg/ui-kit';
import { useState } from 'react';
import { Link, useParams } from 'react-router';

import { Amount, Page, PageHeader, PageTitle, Stack, WithSide } from '../modules/app/components/page.styles';
import { useActionParam } from '../modules/app/hooks/useActionParam';
import { useIsMobile } from '../modules/app/hooks/useIsMobile';
import { useSignedInSession } from '../modules/app/session/SessionContext';
import { ProcessTimeline } from '../modules/process-timeline/ProcessTimeline';
import { downloadTransferReport } from '../modules/transfers/details/downloadReport';
import { EditNotesDialog } from '../modules/transfers/details/EditNotesDialog';
import { disputeRow, TransferItemsCard } from '../modules/transfers/details/TransferItemsCard';
import { date, money, transferredByName, transfersPath } from '../modules/transfers/format';
import { TRANSFER, UPDATE_TRANSFER_NOTES } from '../modules/transfers/graphql/transfers';

export const EDIT_NOTES_ACTION = 'edit-notes';

/** /transfers/{id} (spec 002 s2 Transfer detail): summary, the five lists, Download Report and Edit Notes. */
export function TransferDetailsPage() {
  const { id = '' } = useParams();
  const { user } = useSignedInSession();
  const toast = useToast();
  const [action, setAction] = useActionParam([EDIT_NOTES_ACTION] as const);
  const { data, loading } = useQuery(TRANSFER, { variables: { id } });
  const [updateNotes, saving] = useMutation(UPDATE_TRANSFER_NOTES);
  const [downloading, setDownloading] = useState(false);
  const mobile = useIsMobile();
  const bankAdmin = can(user.role, 'editTransferNotes');
  const editing = bankAdmin && action === EDIT_NOTES_ACTION;
  const setEditing = (open: boolean) => setAction(open ? EDIT_NOTES_ACTION : null);

  const transfer = data?.transfer;
  const header = (
    <PageHeader>
      <PageTitle>{transfer ? `Transfer ${transfer.code}` : 'Transfer Details'}</PageTitle>
      <Link to={transfersPath}>Back to Transfers</Link>
    </PageHeader>
  );
  if (!transfer)
    return (
      <Page>
        {header}
        {loading ? <LoadingScreen /> : <p>Transfer not found</p>}
      </Page>
    );

  const summary: DescriptionItem[] = [
    { label: 'Transfer ID', value: transfer.code },
    { label: 'Date Paid', value: date(transfer.createdAt) },
    { label: 'Transferred Amount', value: <Amount>{money(transfer.amount)}</Amount> },
  ];
  if (canSeeField(user.role, 'Transfer.notes')) summary.push({ label: 'Notes', value: transfer.notes || '—' });
  summary.push({ label: 'Transferred By', value: transferredByName(transfer) });

  // Disputes and won disputes are listed as the real Dispute (their stage now); the rest as the transfer counted them.
  const rows = [
    ...transfer.items.filter((i) => i.kind !== 'dispute' && i.kind !== 'wonDispute'),
    ...transfer.disputes.map((d) => disputeRow('dispute', d)),
    ...transfer.wonDisputes.map((d) => disputeRow('wonDispute', d)),
  ];

  const download = () => {
    setDownloading(true);
    downloadTransferReport(transfer.id, transfer.code)
      .catch((error: unknown) => toast.error(error instanceof Error ? error.message : String(error)))
      .finally(() => setDownloading(false));
  };

  const actions = (
    <Card title="Actions">
      <Stack>
        <Button fullWidth loading={downloading} onClick={download}>
          Download Report
        </Button>
        {bankAdmin && (
          <Button fullWidth variant="secondary" onClick={() => setEditing(true)}>
            Edit Notes
          </Button>
        )}
      </Stack>
    </Card>
  );

  return (
    <Page>
      {header}
      <WithSide $side={!mobile}>
        <Stack>
          <Card title="Transfer Summary">
            <DescriptionList columns={2} items={summary} />
          </Card>
          {transfer.overdrafts.length > 0 && (
            <Alert tone="warning" title="Paid with an overdraft">
              <ul aria-label="Overdrafts">
                {transfer.overdrafts.map((o) => (
                  <li key={o.organizationId}>
                    {o.organizationName}: balance {money(o.balance)}, paid {money(o.share)}, overdraft {money(o.overdraft)} (confirmed by Bank Admin)
                  </li>
                ))}
              </ul>
            </Alert>
          )}
          {/* On a phone the actions come right after the summary, not below the five lists. */}
          {mobile && actions}
          {TRANSFER_ITEM_KINDS.map((kind) => (
            <TransferItemsCard key={kind} kind={kind} items={rows} />
          ))}
          <ProcessTimeline kind="TRANSFER" id={transfer.id} />
        </Stack>
        {!mobile && actions}
      </WithSide>
      <EditNotesDialog
        key={editing ? 'open' : 'closed'}
        open={editing}
        initial={transfer.notes ?? ''}
        loading={saving.loading}
        onClose={() => setEditing(false)}
        onSave={(notes) =>
          void updateNotes({ variables: { id: transfer.id, notes } }).then(
            () => {
              toast.success(TRANSFER_MESSAGES.notesUpdated);
              setEditing(false);
            },
            () => undefined,
          )
        }
      />
    </Page>
  );
}
