export type { PaginationProps } from './Pagination';
export { DEFAULT_ROW_COUNT_OPTIONS, Pagination, rangeText } from './Pagination';
