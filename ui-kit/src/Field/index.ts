export type { FieldIds } from './Field';
export { FieldFrame, useFieldIds } from './Field';
export { controlBox, EndSlot, ErrorText, FieldRoot, Hint, Input, InputWrap, Label } from './Field.styles';
