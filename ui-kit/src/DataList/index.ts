export { DataList, DescriptionList } from './DataList';
export type { DataListColumn, DataListItem, DataListProps, DataListSort, DescriptionItem, DescriptionListProps } from './DataList';
