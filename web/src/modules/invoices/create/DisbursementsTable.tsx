import { INVOICE_MESSAGES, parseCents } from '@pg/domain';
import { Button, Card, CloseIcon, IconButton, SelectField, TextField, useToast } from '@pg/ui-kit';

import { DisbursementRow as Row, FormError, Muted, TableFooter } from './create.styles';
import { DisbursementFile } from './DisbursementFile';
import { type DisbursementDraft, disbursementErrors, fileTypeFor, RECIPIENT_TYPE_LABELS, RECIPIENT_TYPES, type RecipientType } from './invoiceDraft';
import { RecipientField } from './RecipientField';

/** The long-lived warning raised when the agency type is chosen (spec 000 s2). */
export const AGENCY_WARNING = 'Without a Foreign Currency Account, the FC Account disbursement will be made to the Tourism Council of Bhutan.';

export const DOI_NAME = 'Department Of Immigration';

type RowField = 'recipientId' | 'type' | 'amount';

const TYPE_OPTIONS = RECIPIENT_TYPES.map((value) => ({ value, label: RECIPIENT_TYPE_LABELS[value] }));

interface Props {
  rows: readonly DisbursementDraft[];
  shows: (key: number, field: RowField) => boolean;
  /** Create was pressed: file requirements show on their rows. */
  attempted: boolean;
  /** Create-level message about the disbursements (none, or the total too high). */
  error?: string;
  onChange: (key: number, patch: Partial<Omit<DisbursementDraft, 'key' | 'isDefault'>>) => void;
  onBlur: (key: number, field: RowField) => void;
  onAdd: () => void;
  onRemove: (key: number) => void;
}

function fileMessage(row: DisbursementDraft): string | undefined {
  if (row.file) return undefined;
  if (row.type === 'hotel') return INVOICE_MESSAGES.hotelInvoiceRequired;
  if (row.type === 'government' && (parseCents(row.amount) ?? 0) > 0) return INVOICE_MESSAGES.doiDocumentRequired;
  return undefined;
}

/** Disbursements: the fixed Department Of Immigration row first, then hotels, airlines, agencies. */
export function DisbursementsTable({ rows, shows, attempted, error, onChange, onBlur, onAdd, onRemove }: Props) {
  const toast = useToast();
  return (
    <Card title="Disbursements">
      {rows.length === 0 && <Muted>No Disbursements found</Muted>}
      {rows.map((row, index) => {
        const errors = disbursementErrors(row);
        const shown = (field: RowField) => (shows(row.key, field) ? errors[field] : undefined);
        const fileType = fileTypeFor(row.type);
        return (
          <Row key={row.key} data-testid="disbursement" role="group" aria-label={`Disbursement ${index + 1}`}>
            {row.isDefault ? (
              <>
                <TextField label="Type" name={`type-${index}`} value={RECIPIENT_TYPE_LABELS.government} disabled readOnly />
                <TextField
                  label="Recipient"
                  name={`recipient-${index}`}
                  value={row.recipient?.name ?? DOI_NAME}
                  error={shown('recipientId')}
                  disabled
                  readOnly
                />
              </>
            ) : (
              <>
                <SelectField
                  label="Type"
                  name={`type-${index}`}
                  options={TYPE_OPTIONS}
                  value={row.type}
                  placeholder="Select type"
                  error={shown('type')}
                  onChange={(value) => {
                    onChange(row.key, { type: value as RecipientType });
                    onBlur(row.key, 'type');
                    if (value === 'agency') toast.warning(AGENCY_WARNING);
                  }}
                />
                <RecipientField
                  key={row.type}
                  index={index}
                  type={row.type}
                  value={row.recipient}
                  error={shown('recipientId')}
                  onChange={(recipient) => {
                    onChange(row.key, { recipient });
                    onBlur(row.key, 'recipientId');
                  }}
                />
              </>
            )}
            <TextField
              label="Amount"
              name={`amount-${index}`}
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              value={row.amount}
              error={shown('amount')}
              onChange={(e) => onChange(row.key, { amount: e.target.value })}
              onBlur={() => onBlur(row.key, 'amount')}
            />
            <div className="file">
              {fileType && (
                <DisbursementFile
                  label={fileType === 'hotel_invoice' ? 'Hotel Invoice' : 'DOI Document'}
                  file={row.file}
                  error={attempted ? fileMessage(row) : undefined}
                  onChange={(file) => onChange(row.key, { file })}
                />
              )}
            </div>
            <div className="remove">
              {!row.isDefault && (
                <IconButton label={`Remove disbursement ${index + 1}`} size="sm" onClick={() => onRemove(row.key)}>
                  <CloseIcon size={16} />
                </IconButton>
              )}
            </div>
          </Row>
        );
      })}
      <TableFooter>
        <Button type="button" variant="secondary" size="sm" onClick={onAdd}>
          Add Disbursement
        </Button>
        {error && <FormError role="alert">{error}</FormError>}
      </TableFooter>
    </Card>
  );
}
