import { formatMoney } from '@pg/domain';
import { ArrowDownIcon, ArrowUpIcon, Button, Card, CloseIcon, IconButton } from '@pg/ui-kit';
import type { InputHTMLAttributes } from 'react';

import { CellError, CellInput, EditTable, FormError, Muted, RowActions, TableFooter } from './create.styles';
import { type LineDraft, lineErrors } from './invoiceDraft';

type LineField = 'description' | 'quantity' | 'price';

interface Props {
  lines: readonly LineDraft[];
  lineTotalsCents: readonly number[];
  /** Whether a cell's error may show (touched, or Create was pressed). */
  shows: (key: number, field: LineField) => boolean;
  /** Create-level message about the line items (none, or one incomplete). */
  error?: string;
  onChange: (key: number, field: LineField, value: string) => void;
  onBlur: (key: number, field: LineField) => void;
  onAdd: () => void;
  onRemove: (key: number) => void;
  onMove: (key: number, by: -1 | 1) => void;
}

const COLUMNS = 'minmax(0, 1fr) 90px 120px 110px 104px';

/** Invoice Breakdown: line items with add, remove and reorder; extended price = quantity x price. */
export function BreakdownTable({ lines, lineTotalsCents, shows, error, onChange, onBlur, onAdd, onRemove, onMove }: Props) {
  return (
    <Card title="Invoice Breakdown">
      <EditTable $columns={COLUMNS} role="group" aria-label="Invoice Breakdown">
        <div className="head" aria-hidden="true">
          <span>Description</span>
          <span>Quantity</span>
          <span>Unit Price</span>
          <span className="num">Amount</span>
          <span />
        </div>
        {lines.length === 0 && <Muted>No Invoice Item found</Muted>}
        {lines.map((line, index) => {
          const errors = lineErrors(line);
          const shown = (field: LineField) => (shows(line.key, field) ? errors[field] : undefined);
          const cell = (field: LineField, label: string, extra: Partial<InputHTMLAttributes<HTMLInputElement>> = {}) => (
            <label className={field === 'description' ? 'span' : undefined}>
              <span className="cellLabel">{label}</span>
              <CellInput
                aria-label={`${label} ${index + 1}`}
                value={line[field]}
                $invalid={!!shown(field)}
                aria-invalid={shown(field) ? true : undefined}
                onChange={(e) => onChange(line.key, field, e.target.value)}
                onBlur={() => onBlur(line.key, field)}
                {...extra}
              />
              {shown(field) && <CellError>{shown(field)}</CellError>}
            </label>
          );
          return (
            <div className="row" key={line.key} data-testid="line-item">
              {cell('description', 'Description')}
              {cell('quantity', 'Quantity', { type: 'number', inputMode: 'numeric', min: 1, step: 1 })}
              {cell('price', 'Unit Price', { type: 'number', inputMode: 'decimal', min: 0, step: 0.01 })}
              <div className="num static">
                <span className="cellLabel">Amount</span>
                <span aria-label={`Amount ${index + 1}`}>{formatMoney(lineTotalsCents[index] ?? 0)}</span>
              </div>
              <RowActions>
                <IconButton label={`Move item ${index + 1} up`} size="sm" disabled={index === 0} onClick={() => onMove(line.key, -1)}>
                  <ArrowUpIcon size={16} />
                </IconButton>
                <IconButton label={`Move item ${index + 1} down`} size="sm" disabled={index === lines.length - 1} onClick={() => onMove(line.key, 1)}>
                  <ArrowDownIcon size={16} />
                </IconButton>
                <IconButton label={`Remove item ${index + 1}`} size="sm" onClick={() => onRemove(line.key)}>
                  <CloseIcon size={16} />
                </IconButton>
              </RowActions>
            </div>
          );
        })}
      </EditTable>
      <TableFooter>
        <Button type="button" variant="secondary" size="sm" onClick={onAdd}>
          Add Item
        </Button>
        {error && <FormError role="alert">{error}</FormError>}
      </TableFooter>
    </Card>
  );
}
