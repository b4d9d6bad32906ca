import { formatMoney } from '@pg/domain';
import { Button, Checkbox, Dialog, EmptyState, Spinner } from '@pg/ui-kit';
import { type ReactNode, useState } from 'react';

import { HiddenLabel } from '../../app/components/page.styles';
import type { SelectedItem } from './selection';
import { Hint, PickList } from './transactions.styles';

export interface PickableItem {
  item: SelectedItem;
  title: ReactNode;
  detail: ReactNode;
}

interface PickItemsDialogProps {
  open: boolean;
  title: string;
  items: readonly PickableItem[];
  /** What is selected of this kind when the dialog opens. */
  selected: readonly SelectedItem[];
  loading?: boolean;
  emptyText: string;
  /** Shown above the list (e.g. why nothing can be picked yet). */
  note?: ReactNode;
  onSave: (items: SelectedItem[]) => void;
  onClose: () => void;
}

/** add-refunds, add-disputes, add-won-disputes (spec 002 s2): pick items of one kind; Save keeps them. */
export function PickItemsDialog({ open, title, items, selected, loading = false, emptyText, note, onSave, onClose }: PickItemsDialogProps) {
  const [picked, setPicked] = useState<SelectedItem[]>(() => [...selected]);
  const isPicked = (id: string) => picked.some((p) => p.id === id);
  const flip = (item: SelectedItem) => setPicked((list) => (list.some((p) => p.id === item.id) ? list.filter((p) => p.id !== item.id) : [...list, item]));
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      size="md"
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => onSave(picked)} disabled={loading}>
            Save
          </Button>
        </>
      }
    >
      {note && <Hint>{note}</Hint>}
      {loading ? (
        <Spinner label="Loading" />
      ) : items.length === 0 ? (
        <EmptyState message={emptyText} />
      ) : (
        <PickList aria-label={title}>
          {items.map(({ item, title: itemTitle, detail }) => (
            <li key={item.id}>
              <Checkbox label={<HiddenLabel>Select {item.code}</HiddenLabel>} checked={isPicked(item.id)} onChange={() => flip(item)} />
              <span>
                {itemTitle}
                <small>{detail}</small>
              </span>
              <span className="amount">{formatMoney(item.amountCents)}</span>
            </li>
          ))}
        </PickList>
      )}
    </Dialog>
  );
}
