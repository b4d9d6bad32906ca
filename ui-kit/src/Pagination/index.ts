export { Pagination, rangeText, DEFAULT_ROW_COUNT_OPTIONS } from './Pagination';
export type { PaginationProps } from './Pagination';
