import { type ReactNode, useId, useRef } from 'react';
import { createPortal } from 'react-dom';

import { IconButton } from '../Button';
import { CloseIcon } from '../icons';
import { cssSize } from '../utils/cssSize';
import { useModalLayer } from '../utils/focus';
import { FocusGuard } from '../utils/FocusGuard';
import { Backdrop, Body, Header, Layer, Sheet, Title } from './Drawer.styles';

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
  const layer = useRef<HTMLDivElement>(null);
  const sheet = useRef<HTMLDivElement>(null);
  // Escape closes from anywhere on the page (the top layer only), even before focus has moved in.
  useModalLayer(layer, sheet, onClose);

  // One portal root for backdrop and sheet: the layer makes the root's siblings inert, and an
  // inert backdrop would take no clicks (outside click would stop closing the drawer).
  return createPortal(
    <Layer ref={layer}>
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
      >
        <FocusGuard panel={sheet} edge="start" />
        <Header>
          {title ? <Title id={titleId}>{title}</Title> : <span />}
          <IconButton label="Close drawer" size="sm" onClick={onClose} data-skip-initial-focus="true">
            <CloseIcon />
          </IconButton>
        </Header>
        <Body>{children}</Body>
        <FocusGuard panel={sheet} edge="end" />
      </Sheet>
    </Layer>,
    document.body,
  );
}
