import { formatDateTime } from '@pg/domain';
import { Button, Dialog } from '@pg/ui-kit';

import type { AuditLogEntry } from '../auditLog.graphql';
import { eventLabel } from '../event-labels';
import { actorText, changedRecord, fieldLabel, recordLabel, valueText } from '../format';
import { ChangeTable, Facts } from './EntryDetailsDialog.styles';

interface Props {
  entry: AuditLogEntry | null;
  onClose: () => void;
}

// An organization reads better by its name than by its id (a merchant cannot open its page).
function recordName(entry: AuditLogEntry): string {
  const record = changedRecord(entry);
  return record.type === 'organization' && entry.organization?.id === record.id ? entry.organization.name : record.id;
}

/** One entry in full: who, when, from where, and each changed field before and after. */
export function EntryDetailsDialog({ entry, onClose }: Props) {
  return (
    <Dialog open={!!entry} onClose={onClose} title={entry ? eventLabel(entry) : ''} size="md" actions={<Button onClick={onClose}>Close</Button>}>
      {entry && (
        <>
          <Facts>
            <dt>Time</dt>
            <dd>{formatDateTime(entry.createdAt)}</dd>
            <dt>Actor</dt>
            <dd>{actorText(entry)}</dd>
            <dt>Organization</dt>
            <dd>{entry.organization?.name ?? '—'}</dd>
            <dt>Record</dt>
            <dd>
              {recordLabel(changedRecord(entry).type)} {recordName(entry)}
            </dd>
            <dt>Source IP</dt>
            <dd>{entry.sourceIp ?? '—'}</dd>
          </Facts>
          {entry.changes.length > 0 ? (
            <ChangeTable>
              <caption>What changed</caption>
              <thead>
                <tr>
                  <th scope="col">Field</th>
                  <th scope="col">Before</th>
                  <th scope="col">After</th>
                </tr>
              </thead>
              <tbody>
                {entry.changes.map((c) => (
                  <tr key={c.field}>
                    <th scope="row">{fieldLabel(c.field)}</th>
                    <td>{valueText(c.before)}</td>
                    <td>{valueText(c.after)}</td>
                  </tr>
                ))}
              </tbody>
            </ChangeTable>
          ) : (
            <p>No field changes recorded for this event.</p>
          )}
        </>
      )}
    </Dialog>
  );
}
