export type { DataListColumn, DataListItem, DataListProps, DataListSort, DescriptionItem, DescriptionListProps } from './DataList';
export { DataList, DescriptionList } from './DataList';
