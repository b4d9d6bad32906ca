import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';

import { ChevronDownIcon } from '../icons';
import { Item, List, Root, TriggerButton } from './Menu.styles';

export interface MenuItem {
  label: string;
  onSelect: () => void;
  icon?: ReactNode;
  disabled?: boolean;
  /** Destructive entries (e.g. Logout) are drawn in the danger colour. */
  danger?: boolean;
}

export interface MenuProps {
  /** Content of the trigger button (e.g. avatar + name). */
  trigger: ReactNode;
  /** Accessible name of the trigger when its content is not a good name on its own. */
  triggerLabel?: string;
  items: readonly MenuItem[];
  /** Which edge of the trigger the list lines up with (default end = right). */
  align?: 'start' | 'end';
  /** Hides the chevron after the trigger content. */
  hideChevron?: boolean;
  className?: string;
}

/**
 * Menu button (WAI-ARIA APG): Enter/Space/ArrowDown open on the first item, ArrowUp on the last;
 * arrows, Home and End move; Escape closes and returns focus to the button; Tab closes.
 */
export function Menu({ trigger, triggerLabel, items, align = 'end', hideChevron = false, className }: MenuProps) {
  const [open, setOpen] = useState(false);
  const [focusIndex, setFocusIndex] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const menuId = useId();
  const triggerId = useId();
  const enabled = items.map((item, i) => (item.disabled ? -1 : i)).filter((i) => i >= 0);

  useEffect(() => {
    if (open) itemRefs.current[focusIndex]?.focus();
  }, [open, focusIndex]);

  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: MouseEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [open]);

  const openAt = (which: 'first' | 'last') => {
    if (enabled.length === 0) return;
    setFocusIndex(which === 'first' ? enabled[0] : enabled[enabled.length - 1]);
    setOpen(true);
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };

  const onTriggerKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openAt('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt('last');
    }
  };

  const onMenuKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const position = enabled.indexOf(focusIndex);
    const move = (to: number) => {
      event.preventDefault();
      setFocusIndex(enabled[(to + enabled.length) % enabled.length]);
    };
    switch (event.key) {
      case 'ArrowDown':
        move(position + 1);
        break;
      case 'ArrowUp':
        move(position - 1);
        break;
      case 'Home':
        move(0);
        break;
      case 'End':
        move(enabled.length - 1);
        break;
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
      default:
    }
  };

  return (
    <Root ref={root} className={className}>
      <TriggerButton
        ref={button}
        id={triggerId}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={triggerLabel}
        onClick={() => (open ? close(false) : openAt('first'))}
        onKeyDown={onTriggerKey}
      >
        {trigger}
        {!hideChevron && <ChevronDownIcon size={16} />}
      </TriggerButton>
      {open && (
        <List id={menuId} role="menu" aria-label={triggerLabel} aria-labelledby={triggerLabel ? undefined : triggerId} $align={align} onKeyDown={onMenuKey}>
          {items.map((item, index) => (
            <li key={item.label} role="none">
              <Item
                ref={(el) => {
                  itemRefs.current[index] = el;
                }}
                type="button"
                role="menuitem"
                tabIndex={index === focusIndex ? 0 : -1}
                disabled={item.disabled}
                $danger={Boolean(item.danger)}
                onClick={() => {
                  close(true);
                  item.onSelect();
                }}
              >
                {item.icon}
                {item.label}
              </Item>
            </li>
          ))}
        </List>
      )}
    </Root>
  );
}
