export type { TabItem, TabsProps } from './Tabs';
export { Tabs } from './Tabs';
