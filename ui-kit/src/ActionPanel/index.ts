export { ActionPanel } from './ActionPanel';
export type { ActionPanelProps } from './ActionPanel';
