export type { CheckboxProps } from './Checkbox';
export { Checkbox } from './Checkbox';
