import { type KeyboardEvent, type RefObject, useEffect, useRef } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

export function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.hasAttribute('inert') && el.getAttribute('aria-hidden') !== 'true');
}

/**
 * Modal focus management: while `active`, focus moves into the container (first field or
 * button, else the container itself) and goes back to whatever had it before on deactivation,
 * so keyboard users land where they were; the page behind is inert meanwhile (inertBackground).
 * Returns a keydown handler that keeps Tab inside.
 */
export function useFocusTrap(container: RefObject<HTMLElement | null>, active: boolean) {
  const previous = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (!active) return undefined;
    previous.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const node = container.current;
    if (node && !node.contains(document.activeElement)) {
      const autofocus = node.querySelector<HTMLElement>('[data-autofocus]');
      const target = autofocus ?? focusableIn(node).find((el) => !el.dataset.skipInitialFocus) ?? node;
      target.focus();
    }
    const background = node ? inertBackground(node) : [];
    return () => {
      // The page behind comes back before focus returns to it (an inert element takes no focus).
      for (const element of background) element.removeAttribute('inert');
      const back = previous.current;
      // Only restore when the opener is still on the page (a row may have been re-rendered).
      if (back && back.isConnected) back.focus();
    };
  }, [active, container]);

  return (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Tab' || !container.current) return;
    const items = focusableIn(container.current);
    if (items.length === 0) {
      event.preventDefault();
      return;
    }
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && (document.activeElement === first || document.activeElement === container.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };
}

/** Live regions stay heard while a modal is open (a toast raised from a dialog). */
const LIVE = '[aria-live], [role="status"], [role="alert"]';

/**
 * Makes everything outside `node` inert (review 49 s15: `aria-modal` alone is honoured unevenly,
 * a screen reader's virtual cursor could still reach the page behind): the siblings of `node` and
 * of each of its ancestors up to <body>, except live regions and what is inert already.
 * Returns the elements it changed, for the caller to restore.
 */
export function inertBackground(node: HTMLElement): HTMLElement[] {
  const changed: HTMLElement[] = [];
  for (let current: HTMLElement | null = node; current && current !== document.body; current = current.parentElement) {
    const parent: HTMLElement | null = current.parentElement;
    if (!parent) break;
    for (const sibling of Array.from(parent.children)) {
      if (sibling === current || !(sibling instanceof HTMLElement) || sibling.hasAttribute('inert')) continue;
      if (sibling.matches(LIVE) || sibling.tagName === 'SCRIPT' || sibling.tagName === 'STYLE') continue;
      sibling.setAttribute('inert', '');
      changed.push(sibling);
    }
  }
  return changed;
}

/** Locks page scroll while an overlay is open; restores the previous value afterwards. */
export function useScrollLock(active: boolean) {
  useEffect(() => {
    if (!active) return undefined;
    const before = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = before;
    };
  }, [active]);
}
