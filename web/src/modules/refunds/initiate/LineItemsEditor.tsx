import { validateRefundLineItem } from '@pg/domain';
import { Button, CloseIcon, IconButton, TextField } from '@pg/ui-kit';

import { HiddenLabel, SimpleTable } from '../../app/components/page.styles';

/** A refund line draft; trackIndex keys the row on the client (spec 001 s3). */
export interface LineDraft {
  trackIndex: number;
  description: string;
  amount: string;
  touched: { description?: boolean; amount?: boolean };
}

interface LineItemsEditorProps {
  lines: LineDraft[];
  /** After a submit attempt every field shows its error. */
  showAllErrors: boolean;
  onChange: (trackIndex: number, field: 'description' | 'amount', value: string) => void;
  onAdd: () => void;
  onRemove: (trackIndex: number) => void;
}

/** Description and Amount rows with add and remove (spec 001 s2, s5). */
export function LineItemsEditor({ lines, showAllErrors, onChange, onAdd, onRemove }: LineItemsEditorProps) {
  return (
    <div>
      <SimpleTable aria-label="Refund line items">
        <thead>
          <tr>
            <th>Description</th>
            <th className="num">Amount</th>
            <th>
              <HiddenLabel>Remove</HiddenLabel>
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => {
            const errors = validateRefundLineItem(line);
            const show = (field: 'description' | 'amount') => (showAllErrors || line.touched[field] ? errors[field] : undefined);
            return (
              <tr key={line.trackIndex}>
                <td>
                  <TextField
                    label={<HiddenLabel>{`Description ${index + 1}`}</HiddenLabel>}
                    name={`lineItems.${index}.description`}
                    value={line.description}
                    error={show('description')}
                    onChange={(e) => onChange(line.trackIndex, 'description', e.target.value)}
                  />
                </td>
                <td className="num">
                  <TextField
                    label={<HiddenLabel>{`Amount ${index + 1}`}</HiddenLabel>}
                    name={`lineItems.${index}.amount`}
                    type="number"
                    inputMode="decimal"
                    step="0.01"
                    min="0"
                    value={line.amount}
                    error={show('amount')}
                    onChange={(e) => onChange(line.trackIndex, 'amount', e.target.value)}
                  />
                </td>
                <td>
                  <IconButton label={`Remove line ${index + 1}`} onClick={() => onRemove(line.trackIndex)}>
                    <CloseIcon size={16} />
                  </IconButton>
                </td>
              </tr>
            );
          })}
        </tbody>
      </SimpleTable>
      <Button type="button" variant="ghost" onClick={onAdd}>
        Add Line Item
      </Button>
    </div>
  );
}
