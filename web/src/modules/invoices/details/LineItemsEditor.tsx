import { centsToDecimal, toCents, validateLineItem } from '@pg/domain';
import { Button, ConfirmDialog, TextField } from '@pg/ui-kit';
import { type FormEvent, useState } from 'react';

import type { InvoiceLineItem } from '../graphql/fragments';
import { DELETE_INVOICE_ITEM, SAVE_INVOICE_ITEM } from '../graphql/invoices';
import { Inline } from './InvoiceDetails.styles';
import { useSaveAndRefetch } from './useSaveAndRefetch';

export interface LineItemDraft {
  id?: string;
  description: string;
  quantity: string;
  price: string;
}

const EMPTY: LineItemDraft = { description: '', quantity: '', price: '' };

export const draftOf = (item: InvoiceLineItem): LineItemDraft => ({
  id: item.id,
  description: item.description,
  quantity: String(item.quantity),
  price: String(item.price),
});

interface Props {
  invoiceId: string;
  draft: LineItemDraft | null;
  onDraftChange: (draft: LineItemDraft | null) => void;
  removing: InvoiceLineItem | null;
  onRemovingChange: (item: InvoiceLineItem | null) => void;
}

/** Add/edit form and delete confirmation of the Invoice Breakdown while the invoice is editable. */
export function LineItemsEditor({ invoiceId, draft, onDraftChange, removing, onRemovingChange }: Props) {
  const [submitted, setSubmitted] = useState(false);
  const [save, saving] = useSaveAndRefetch(SAVE_INVOICE_ITEM);
  const [remove, deleting] = useSaveAndRefetch(DELETE_INVOICE_ITEM);
  const errors = draft ? validateLineItem(draft) : {};
  const hasErrors = Object.values(errors).some(Boolean);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!draft || hasErrors) return;
    const ok = await save({
      invoiceItem: {
        invoiceId,
        id: draft.id,
        description: draft.description.trim(),
        quantity: Number(draft.quantity),
        price: centsToDecimal(toCents(draft.price)),
      },
    });
    if (ok) {
      setSubmitted(false);
      onDraftChange(null);
    }
  };

  return (
    <>
      {draft ? (
        <form aria-label={draft.id ? 'Edit invoice item' : 'Add invoice item'} noValidate onSubmit={(event) => void submit(event)}>
          <Inline>
            <TextField
              label="Description"
              name="description"
              value={draft.description}
              onChange={(e) => onDraftChange({ ...draft, description: e.target.value })}
              error={submitted ? errors.description : undefined}
            />
            <TextField
              label="Quantity"
              name="quantity"
              inputMode="numeric"
              value={draft.quantity}
              onChange={(e) => onDraftChange({ ...draft, quantity: e.target.value })}
              error={submitted ? errors.quantity : undefined}
            />
            <TextField
              label="Unit Price"
              name="price"
              inputMode="decimal"
              value={draft.price}
              onChange={(e) => onDraftChange({ ...draft, price: e.target.value })}
              error={submitted ? errors.price : undefined}
            />
            <Button variant="secondary" onClick={() => onDraftChange(null)} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              Save
            </Button>
          </Inline>
        </form>
      ) : (
        <Inline>
          <Button variant="secondary" size="sm" onClick={() => onDraftChange({ ...EMPTY })}>
            Add Item
          </Button>
        </Inline>
      )}
      <ConfirmDialog
        open={removing !== null}
        title="Delete invoice item"
        message="Are you sure you want to delete this invoice item?"
        confirmVariant="danger"
        loading={deleting}
        onConfirm={() => {
          if (removing) void remove({ id: removing.id }).then(() => onRemovingChange(null));
        }}
        onCancel={() => onRemovingChange(null)}
      />
    </>
  );
}
