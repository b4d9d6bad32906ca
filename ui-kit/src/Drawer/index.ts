export type { DrawerProps } from './Drawer';
export { Drawer } from './Drawer';
