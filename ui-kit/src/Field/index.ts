export { FieldFrame, useFieldIds } from './Field';
export type { FieldIds } from './Field';
export { controlBox, ErrorText, FieldRoot, Hint, Input, InputWrap, Label, EndSlot } from './Field.styles';
