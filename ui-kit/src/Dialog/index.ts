export type { DialogProps, DialogSize } from './Dialog';
export { Dialog } from './Dialog';
export { Actions as DialogActions } from './Dialog.styles';
