export type { DataTableColumn, DataTableProps, SortDirection, SortState } from './DataTable';
export { DataTable } from './DataTable';
export { type PhoneSlot, phoneSlots } from './phone-slots';
