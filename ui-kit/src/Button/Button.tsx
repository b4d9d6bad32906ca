import { type ButtonHTMLAttributes, forwardRef, type ReactNode } from 'react';

import { type ButtonSize, ButtonSpinner, type ButtonVariant, StyledButton, StyledIconButton, StyledLinkButton } from './Button.styles';

export type { ButtonSize, ButtonVariant };

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner and marks the button busy; clicks are ignored while loading. */
  loading?: boolean;
  fullWidth?: boolean;
}

/**
 * The kit's button. One primary action per area; secondary for Back/Cancel; danger for
 * destructive actions; ghost in toolbars. `loading` keeps the width and blocks repeat clicks.
 * Type defaults to 'button' so it never submits a form by accident (pass type="submit").
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'md', loading = false, fullWidth = false, type = 'button', disabled, onClick, children, ...rest },
  ref,
) {
  return (
    <StyledButton
      ref={ref}
      type={type}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      // Disabled while loading: a second click while a request is in flight must not submit
      // twice (double charges).
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      onClick={onClick}
      {...rest}
    >
      {loading && <ButtonSpinner aria-hidden="true" />}
      {children}
    </StyledButton>
  );
});

export interface IconButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Accessible name; icon-only buttons have no visible text. */
  label: string;
  size?: ButtonSize;
  children: ReactNode;
}

/**
 * A square button showing only an icon. `label` is required: it is the accessible name and the
 * tooltip, so an icon never stands alone for screen readers.
 */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton({ label, size = 'md', type = 'button', children, ...rest }, ref) {
  return (
    <StyledIconButton ref={ref} type={type} aria-label={label} title={label} $size={size} {...rest}>
      {children}
    </StyledIconButton>
  );
});

export type LinkButtonProps = ButtonHTMLAttributes<HTMLButtonElement>;

/** An action that looks like a link (e.g. 'Terms And Conditions' opening a dialog). */
export const LinkButton = forwardRef<HTMLButtonElement, LinkButtonProps>(function LinkButton({ type = 'button', ...rest }, ref) {
  return <StyledLinkButton ref={ref} type={type} {...rest} />;
});
