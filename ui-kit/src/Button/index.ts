export { Button, IconButton, LinkButton } from './Button';
export type { ButtonProps, IconButtonProps, LinkButtonProps, ButtonSize, ButtonVariant } from './Button';
