export type { CollapsibleProps } from './Collapsible';
export { Collapsible } from './Collapsible';
