import type { KeyboardEvent, ReactNode } from 'react';

import { EmptyState } from '../EmptyState';
import { ArrowDownIcon, ArrowUpIcon, SortIcon } from '../icons';
import { DEFAULT_ROW_COUNT_OPTIONS, Pagination } from '../Pagination';
import { Spinner } from '../Spinner';
import type { BreakpointName } from '../theme';
import { useScrollFocus } from '../utils/useScrollFocus';
import { Dot, DotCell, DotTh, Footer, HiddenLabel, Legend, LoadingOverlay, Scroll, SortButton, Table, Td, Th, Tr, Wrap } from './DataTable.styles';
import { type PhoneSlot, phoneSlots } from './phone-slots';

export type SortDirection = 'asc' | 'desc';

export interface SortState {
  field: string;
  direction: SortDirection;
}

export interface DataTableColumn<T> {
  /** Field name; also the sort field reported to onSortChange. */
  key: string;
  label: ReactNode;
  sortable?: boolean;
  /** Cell content; default is the row's value at `key`. */
  render?: (row: T) => ReactNode;
  /** Hides the column under this breakpoint (phones get the essentials only). */
  hideBelow?: BreakpointName;
  align?: 'left' | 'right' | 'center';
  /** Keeps the header's text for assistive technology only (a column of row buttons). */
  hideLabel?: boolean;
  /**
   * Where the cell goes in the stacked rows phones get (below 600 px); default from
   * `phoneSlotOf`: amount and status always survive.
   */
  phone?: PhoneSlot;
}

export interface DataTableProps<T> {
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[];
  getRowId: (row: T) => string;
  /** Accessible name of the table (e.g. 'Invoices'). */
  caption?: string;
  sort?: SortState;
  /** Names of sort fields that are no column (the invoice list's default, group name): said over the list. */
  sortLabels?: Readonly<Record<string, string>>;
  onSortChange?: (sort: SortState) => void;
  /** Click, or Space on a focused row: select (opens the summary sidebar). */
  onRowClick?: (row: T) => void;
  /** Double click, or Enter on a focused row: open the details page. */
  onRowDoubleClick?: (row: T) => void;
  selectedId?: string | null;
  /** Rows flagged with a dot (e.g. unpaid invoices for merchants). */
  dot?: (row: T) => boolean;
  /** What the dot means ('Awaiting my action'): its accessible name and the legend over the list. */
  dotLabel?: string;
  loading?: boolean;
  emptyText?: ReactNode;
  /** Paging (1-based page); the pagination bar shows when page, rowCount, total and onPageChange are set. */
  page?: number;
  rowCount?: number;
  total?: number;
  onPageChange?: (page: number) => void;
  onRowCountChange?: (rowCount: number) => void;
  rowCountOptions?: readonly number[];
  className?: string;
}

function defaultCell<T>(row: T, key: string): ReactNode {
  const value = (row as Record<string, unknown>)[key];
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string' || typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'bigint' || typeof value === 'symbol') return value.toString();
  if (value instanceof Date) return value.toString();
  // Same text as String(): an array's toString is join(',').
  if (Array.isArray(value)) return value.join(',');
  // A plain object would read '[object Object]'; show its data instead.
  return JSON.stringify(value);
}

/**
 * Sortable, paged list table. Below 600 px every list turns into stacked rows by one rule
 * (phone-slots.ts): the code or counterparty and the amount on the main line, the amount never
 * truncated, then the date and the status. Sorting and paging are controlled: the caller queries the server
 * with the sort and offset, so the table never reorders rows itself. Rows are focusable; arrow
 * keys move between them.
 */
export function DataTable<T>({
  columns,
  rows,
  getRowId,
  caption,
  sort,
  sortLabels,
  onSortChange,
  onRowClick,
  onRowDoubleClick,
  selectedId,
  dot,
  dotLabel = 'Flagged',
  loading = false,
  emptyText = 'No records found',
  page,
  rowCount,
  total,
  onPageChange,
  onRowCountChange,
  rowCountOptions = DEFAULT_ROW_COUNT_OPTIONS,
  className,
}: DataTableProps<T>) {
  const interactive = Boolean(onRowClick || onRowDoubleClick);
  const slots = phoneSlots(columns);
  const anyFlagged = dot !== undefined && rows.some((row) => dot(row));
  // A sort on a field with no column has no arrow to show: the order is said in words instead.
  const unseenSort = sort && !columns.some((column) => column.key === sort.field) ? (sortLabels?.[sort.field] ?? sort.field) : null;

  const toggleSort = (key: string) => {
    if (!onSortChange) return;
    const direction: SortDirection = sort?.field === key && sort.direction === 'asc' ? 'desc' : 'asc';
    onSortChange({ field: key, direction });
  };

  const onRowKey = (event: KeyboardEvent<HTMLTableRowElement>, row: T) => {
    if (event.target !== event.currentTarget) return; // keys inside a cell's own button/link
    if (event.key === 'Enter') {
      event.preventDefault();
      (onRowDoubleClick ?? onRowClick)?.(row);
    } else if (event.key === ' ') {
      event.preventDefault();
      onRowClick?.(row);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const sibling = event.key === 'ArrowDown' ? event.currentTarget.nextElementSibling : event.currentTarget.previousElementSibling;
      if (sibling instanceof HTMLElement) sibling.focus();
    }
  };

  // A callback ref and a tabIndex from state (see useScrollFocus): nothing here reads a ref during render.
  const { ref: setScrollElement, tabIndex: scrollTabIndex } = useScrollFocus<HTMLDivElement>();
  const scrollable = scrollTabIndex === 0;
  const showPager = page !== undefined && rowCount !== undefined && total !== undefined && onPageChange !== undefined;

  return (
    <Wrap className={className} aria-busy={loading || undefined}>
      {(anyFlagged || unseenSort) && (
        <Legend>
          {anyFlagged && (
            <>
              <Dot aria-hidden="true" />
              {dotLabel}
            </>
          )}
          {unseenSort && (
            <span style={{ marginLeft: anyFlagged ? 'auto' : undefined }}>
              Sorted by {unseenSort}, {sort?.direction === 'asc' ? 'A to Z' : 'Z to A'}
            </span>
          )}
        </Legend>
      )}
      <Scroll ref={setScrollElement} tabIndex={scrollTabIndex} role={scrollable ? 'group' : undefined} aria-label={scrollable ? caption : undefined}>
        <Table aria-label={caption}>
          <thead>
            <tr>
              {dot && (
                <DotTh>
                  <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>Flag</span>
                </DotTh>
              )}
              {columns.map((column, index) => {
                const active = sort?.field === column.key;
                const ariaSort = active ? (sort?.direction === 'asc' ? 'ascending' : 'descending') : undefined;
                return (
                  <Th
                    key={column.key}
                    scope="col"
                    aria-sort={ariaSort}
                    data-phone={slots[index]}
                    data-sortable={column.sortable && onSortChange ? 'true' : undefined}
                    $hideBelow={column.hideBelow}
                    $align={column.align ?? 'left'}
                  >
                    {column.sortable && onSortChange ? (
                      <SortButton type="button" $active={active} onClick={() => toggleSort(column.key)}>
                        {column.label}
                        {active ? sort?.direction === 'asc' ? <ArrowUpIcon size={14} /> : <ArrowDownIcon size={14} /> : <SortIcon size={14} />}
                      </SortButton>
                    ) : column.hideLabel ? (
                      <HiddenLabel>{column.label}</HiddenLabel>
                    ) : (
                      column.label
                    )}
                  </Th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const id = getRowId(row);
              const selected = selectedId != null && selectedId === id;
              const flagged = dot?.(row) ?? false;
              return (
                <Tr
                  key={id}
                  tabIndex={interactive ? 0 : undefined}
                  aria-selected={interactive ? selected : undefined}
                  $selected={selected}
                  $interactive={interactive}
                  onClick={onRowClick ? () => onRowClick(row) : undefined}
                  onDoubleClick={onRowDoubleClick ? () => onRowDoubleClick(row) : undefined}
                  onKeyDown={interactive ? (event) => onRowKey(event, row) : undefined}
                >
                  {dot && <DotCell data-phone="lead">{flagged && <Dot role="img" aria-label={dotLabel} title={dotLabel} />}</DotCell>}
                  {columns.map((column, index) => (
                    <Td key={column.key} data-phone={slots[index]} $hideBelow={column.hideBelow} $align={column.align ?? 'left'}>
                      {column.render ? column.render(row) : defaultCell(row, column.key)}
                    </Td>
                  ))}
                </Tr>
              );
            })}
          </tbody>
        </Table>
      </Scroll>
      {!loading && rows.length === 0 && <EmptyState message={emptyText} />}
      {loading && (
        <LoadingOverlay style={rows.length === 0 ? { position: 'static', padding: 48 } : undefined}>
          <Spinner label="Loading rows" />
        </LoadingOverlay>
      )}
      {showPager && (
        <Footer>
          <Pagination
            page={page}
            rowCount={rowCount}
            total={total}
            onPageChange={onPageChange}
            onRowCountChange={onRowCountChange}
            rowCountOptions={rowCountOptions}
            pending={loading && rows.length === 0}
          />
        </Footer>
      )}
    </Wrap>
  );
}
