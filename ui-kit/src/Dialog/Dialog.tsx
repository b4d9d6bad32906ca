import { type MouseEvent, type ReactNode, useId, useRef } from 'react';
import { createPortal } from 'react-dom';

import { IconButton } from '../Button';
import { CloseIcon } from '../icons';
import { cssSize } from '../utils/cssSize';
import { useModalLayer } from '../utils/focus';
import { FocusGuard } from '../utils/FocusGuard';
import { Actions, Body, Header, Overlay, Panel, Title } from './Dialog.styles';

export type DialogSize = 'sm' | 'md' | 'lg';

const SIZE_PX: Record<DialogSize, number> = { sm: 400, md: 520, lg: 720 };

export interface DialogProps {
  open: boolean;
  /** Called on Escape, on the close button and on a click outside the panel. */
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  /** Buttons shown in the footer, right-aligned. */
  actions?: ReactNode;
  /** Fills the viewport (long legal texts). */
  fullScreen?: boolean;
  /** Preset panel width: sm 400, md 520 (default), lg 720. */
  size?: DialogSize;
  /** Exact panel max width (px number or CSS length); wins over `size`. */
  width?: number | string;
  /** Hides the corner close button (e.g. a confirmation that must be answered). */
  hideCloseButton?: boolean;
  /** Set false to ignore clicks on the backdrop (forms with unsaved input). */
  closeOnOverlayClick?: boolean;
}

/**
 * Modal dialog rendered in a portal: focus moves in, Tab is trapped (iframes included), Escape
 * closes the top dialog only, the page behind is inert, and focus returns to the opener on close
 * (WAI-ARIA dialog pattern; see useModalLayer).
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  actions,
  fullScreen = false,
  size = 'md',
  width,
  hideCloseButton = false,
  closeOnOverlayClick = true,
}: DialogProps) {
  if (!open) return null;
  return (
    <DialogPanel
      onClose={onClose}
      title={title}
      actions={actions}
      fullScreen={fullScreen}
      width={width ?? SIZE_PX[size]}
      hideCloseButton={hideCloseButton}
      closeOnOverlayClick={closeOnOverlayClick}
    >
      {children}
    </DialogPanel>
  );
}

type PanelProps = Omit<DialogProps, 'open'> & { fullScreen: boolean; width: number | string };

// Split out so the focus trap mounts and unmounts with the panel (restoring focus on close).
function DialogPanel({ onClose, title, children, actions, fullScreen, width, hideCloseButton, closeOnOverlayClick }: PanelProps) {
  const titleId = useId();
  const overlay = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  useModalLayer(overlay, panel, onClose);

  const onOverlay = (event: MouseEvent<HTMLDivElement>) => {
    if (closeOnOverlayClick && event.target === event.currentTarget) onClose();
  };

  return createPortal(
    <Overlay ref={overlay} $fullScreen={fullScreen} onMouseDown={onOverlay}>
      <Panel ref={panel} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} $fullScreen={fullScreen} $width={cssSize(width)}>
        <FocusGuard panel={panel} edge="start" />
        <Header>
          <Title id={titleId}>{title}</Title>
          {!hideCloseButton && (
            // Named 'Close dialog' so it never collides with an action button labelled 'Close'.
            <IconButton label="Close dialog" size="sm" onClick={onClose} data-skip-initial-focus="true">
              <CloseIcon />
            </IconButton>
          )}
        </Header>
        <Body>{children}</Body>
        {actions && <Actions>{actions}</Actions>}
        <FocusGuard panel={panel} edge="end" />
      </Panel>
    </Overlay>,
    document.body,
  );
}
