import { useId } from 'react';

import { IconButton } from '../Button';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons';
import { Nav, Range, Root, RowCount, Select } from './Pagination.styles';

/** Spec 000 §9: row count default 10; choices 5, 10, 20, 30, 50, 100. */
export const DEFAULT_ROW_COUNT_OPTIONS: readonly number[] = [5, 10, 20, 30, 50, 100];

export interface PaginationProps {
  /** 1-based page (spec: offset = (page - 1) x row count). */
  page: number;
  rowCount: number;
  total: number;
  onPageChange: (page: number) => void;
  onRowCountChange?: (rowCount: number) => void;
  rowCountOptions?: readonly number[];
  /** The total is not known yet (the first page is loading): no range is shown and both buttons wait. */
  pending?: boolean;
  className?: string;
}

/** 'start - end of total', e.g. page 2 of 10 rows with 45 records -> '11 - 20 of 45'. */
export function rangeText(page: number, rowCount: number, total: number): string {
  if (total <= 0) return '0 - 0 of 0';
  const start = Math.min((page - 1) * rowCount + 1, total);
  const end = Math.min(page * rowCount, total);
  return `${start} - ${end} of ${total}`;
}

/**
 * The paging bar of a list: rows-per-page choice, the 'start - end of total' range and
 * previous/next buttons. Pages are 1-based; the caller fetches the page it is told to show.
 */
export function Pagination({
  page,
  rowCount,
  total,
  onPageChange,
  onRowCountChange,
  rowCountOptions = DEFAULT_ROW_COUNT_OPTIONS,
  pending = false,
  className,
}: PaginationProps) {
  const selectId = useId();
  const lastPage = Math.max(1, Math.ceil(total / rowCount));
  return (
    <Root className={className} role="navigation" aria-label="Pagination">
      {onRowCountChange && (
        <RowCount htmlFor={selectId}>
          Rows per page
          <Select id={selectId} value={rowCount} onChange={(e) => onRowCountChange(Number(e.target.value))}>
            {rowCountOptions.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </Select>
        </RowCount>
      )}
      {/* While the first page loads, '0 - 0 of 0' would be a wrong answer: the range stays empty (its space kept). */}
      <Range aria-live="polite">{pending ? '\u00a0' : rangeText(page, rowCount, total)}</Range>
      <Nav>
        <IconButton label="Previous page" size="sm" disabled={pending || page <= 1} onClick={() => onPageChange(page - 1)}>
          <ChevronLeftIcon />
        </IconButton>
        <IconButton label="Next page" size="sm" disabled={pending || page >= lastPage} onClick={() => onPageChange(page + 1)}>
          <ChevronRightIcon />
        </IconButton>
      </Nav>
    </Root>
  );
}
