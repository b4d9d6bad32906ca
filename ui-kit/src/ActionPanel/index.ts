export type { ActionPanelProps } from './ActionPanel';
export { ActionPanel } from './ActionPanel';
