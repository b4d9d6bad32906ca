export { DataTable } from './DataTable';
export type { DataTableColumn, DataTableProps, SortDirection, SortState } from './DataTable';
