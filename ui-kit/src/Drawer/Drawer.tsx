import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';

import { IconButton } from '../Button';
import { CloseIcon } from '../icons';
import { cssSize } from '../utils/cssSize';
import { useFocusTrap, useScrollLock } from '../utils/focus';
import { Backdrop, Body, Header, Sheet, Title } from './Drawer.styles';

export interface DrawerProps {
  open: boolean;
  onClose: () => void;
  side?: 'left' | 'right';
  /** Width at lg and up (px number or CSS length). */
  width?: number | string;
  /** Width between md and lg (e.g. 429 for the invoice summary drawer); default: width. */
  widthMd?: number | string;
  /** Heading; also the drawer's accessible name. Without it pass `label`. */
  title?: ReactNode;
  label?: string;
  children?: ReactNode;
}

/** A modal side sheet (mobile menu, payment details). Same focus rules as Dialog. */
export function Drawer(props: DrawerProps) {
  if (!props.open) return null;
  return <DrawerSheet {...props} />;
}

function DrawerSheet({ onClose, side = 'right', width = 320, widthMd, title, label, children }: DrawerProps) {
  const titleId = useId();
  const sheet = useRef<HTMLDivElement>(null);
  const trapTab = useFocusTrap(sheet, true);
  useScrollLock(true);

  // Escape closes from anywhere on the page, even before focus has moved into the sheet.
  useEffect(() => {
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      onClose();
    };
    document.addEventListener('keydown', onEscape);
    return () => document.removeEventListener('keydown', onEscape);
  }, [onClose]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') trapTab(event);
  };

  return createPortal(
    <>
      <Backdrop onMouseDown={onClose} aria-hidden="true" />
      <Sheet
        ref={sheet}
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        aria-label={title ? undefined : label}
        tabIndex={-1}
        $side={side}
        $width={cssSize(width)}
        $widthMd={widthMd === undefined ? undefined : cssSize(widthMd)}
        onKeyDown={onKeyDown}
      >
        <Header>
          {title ? <Title id={titleId}>{title}</Title> : <span />}
          <IconButton label="Close drawer" size="sm" onClick={onClose} data-skip-initial-focus="true">
            <CloseIcon />
          </IconButton>
        </Header>
        <Body>{children}</Body>
      </Sheet>
    </>,
    document.body,
  );
}
