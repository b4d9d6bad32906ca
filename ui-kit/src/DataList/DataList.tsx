import type { ReactElement, ReactNode } from 'react';

import { DataTable, type DataTableProps } from '../DataTable';
import { Detail, Entry, List, Term } from './DataList.styles';

/** Column of the list form; `hideBelow` drops it on narrow screens (md = 768, lg = 1200). */
export type { DataTableColumn as DataListColumn, SortState as DataListSort } from '../DataTable';

/**
 * The list form (spec 000 §2 'shared list behaviour'): sortable columns, row select / open,
 * flag dot, loading, empty text and 1-based paging with the 'start - end of total' text.
 */
export type DataListProps<Row> = DataTableProps<Row>;

export interface DescriptionItem {
  label: ReactNode;
  value: ReactNode;
}

/** The details form: read-only label/value pairs (a <dl>), e.g. Business Details. */
export interface DescriptionListProps {
  items: readonly DescriptionItem[];
  /** Grid columns from md up (default 2); one column on phones. */
  columns?: 1 | 2 | 3;
  className?: string;
}

/** @deprecated name kept for callers written before the split; use DescriptionItem. */
export type DataListItem = DescriptionItem;

/** Read-only key/value details. */
export function DescriptionList({ items, columns = 2, className }: DescriptionListProps) {
  return (
    <List $columns={columns} className={className}>
      {items.map((item, index) => (
        <Entry key={index}>
          <Term>{item.label}</Term>
          <Detail>{item.value}</Detail>
        </Entry>
      ))}
    </List>
  );
}

/**
 * `DataList` is the kit's record list (columns + rows + paging). Given `items` instead it draws
 * a DescriptionList: the web app used that form before the list form existed, and both stay
 * type-checked through the two overloads.
 */
export function DataList<Row>(props: DataListProps<Row>): ReactElement;
export function DataList(props: DescriptionListProps): ReactElement;
export function DataList<Row>(props: DataListProps<Row> | DescriptionListProps): ReactElement {
  if ('items' in props) return <DescriptionList {...props} />;
  return <DataTable {...props} />;
}
