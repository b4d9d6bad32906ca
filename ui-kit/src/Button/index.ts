export type { ButtonProps, ButtonSize, ButtonVariant, IconButtonProps, LinkButtonProps } from './Button';
export { Button, IconButton, LinkButton } from './Button';
export { ReasonedButton, type ReasonedButtonProps } from './ReasonedButton';
