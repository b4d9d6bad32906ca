export type { SelectFieldProps, SelectOption } from './SelectField';
export { SelectField } from './SelectField';
