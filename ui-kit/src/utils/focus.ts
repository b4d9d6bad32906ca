import { createFocusTrap } from 'focus-trap';
import { type RefObject, useEffect, useRef } from 'react';
import { type CheckOptions, focusable, isFocusable, isTabbable } from 'tabbable';

/**
 * What counts as a place for the keyboard (the `tabbable` package: hidden, inert, closed
 * <details>, fieldset[disabled] and the like are skipped). 'full-native' asks the browser's
 * Element.checkVisibility, falling back to layout boxes where it is missing.
 */
export const TABBABLE_OPTIONS: CheckOptions = { displayCheck: 'full-native' };

/** Marks the two focus guards of a modal layer (see FocusGuard). */
export const GUARD_ATTRIBUTE = 'data-focus-guard';

/**
 * The places Tab visits inside `container`, in document order, guards left out. Iframes count
 * (a Stripe or Accept.js card field is an iframe: Tab enters it natively), which `tabbable`
 * alone does not list.
 */
export function tabStopsIn(container: HTMLElement): HTMLElement[] {
  const frames = Array.from(container.querySelectorAll('iframe')).filter((el) => el.tabIndex >= 0 && isFocusable(el, TABBABLE_OPTIONS));
  const stops = [...focusable(container, TABBABLE_OPTIONS).filter((el) => isTabbable(el, TABBABLE_OPTIONS)), ...frames];
  return stops
    .filter((el): el is HTMLElement => el instanceof HTMLElement && !el.hasAttribute(GUARD_ATTRIBUTE))
    .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
}

/** First focus in a layer: [data-autofocus], else the first tab stop not marked to skip, else the panel. */
function initialFocusIn(panel: HTMLElement): HTMLElement {
  const active = document.activeElement;
  // Something inside took focus on mount already (an autoFocus field): leave it there.
  if (active instanceof HTMLElement && active !== panel && panel.contains(active)) return active;
  const autofocus = panel.querySelector<HTMLElement>('[data-autofocus]');
  if (autofocus && isFocusable(autofocus, TABBABLE_OPTIONS)) return autofocus;
  return tabStopsIn(panel).find((el) => !el.dataset.skipInitialFocus) ?? panel;
}

interface Layer {
  /** The layer's outermost element (portal root); everything beside it goes inert. */
  root: HTMLElement;
  onEscape: () => void;
}

/** Open modal layers, bottom first (a dialog opened from a drawer sits above it). */
const layers: Layer[] = [];
/** Elements this module made inert, to give back when the stack changes. */
let inerted: HTMLElement[] = [];
/** body.style.overflow before the first layer opened; null while none is open. */
let overflowBefore: string | null = null;

/** Escape closes only the top layer. A popup inside it (menu, listbox) stops the event first. */
function onDocumentKeyDown(event: KeyboardEvent) {
  if (event.key !== 'Escape') return;
  const top = layers[layers.length - 1];
  if (!top) return;
  event.preventDefault();
  top.onEscape();
}

/** The page behind the top layer is inert (lower layers included); nothing is while none is open. */
function isolateTop() {
  for (const element of inerted) element.removeAttribute('inert');
  const top = layers[layers.length - 1];
  inerted = top ? inertBackground(top.root) : [];
}

function pushLayer(layer: Layer) {
  if (layers.length === 0) {
    overflowBefore = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    document.addEventListener('keydown', onDocumentKeyDown);
  }
  layers.push(layer);
  isolateTop();
}

function removeLayer(layer: Layer) {
  const index = layers.indexOf(layer);
  if (index < 0) return;
  layers.splice(index, 1);
  isolateTop();
  // The scroll lock is released only when the last layer closes, whatever the closing order.
  if (layers.length === 0) {
    document.body.style.overflow = overflowBefore ?? '';
    overflowBefore = null;
    document.removeEventListener('keydown', onDocumentKeyDown);
  }
}

/**
 * A modal layer (Dialog, Drawer) while mounted: focus moves into `panel` and is trapped there
 * (focus-trap; a trap opened above another pauses it), Escape calls `onEscape` for the top layer
 * only, the page behind `root` is inert, page scroll is locked until the last layer closes, and
 * on unmount focus goes back to the element that had it before (when it is still on the page).
 * Outside clicks are left to the component (its backdrop), and stay allowed so toasts work.
 */
export function useModalLayer(root: RefObject<HTMLElement | null>, panel: RefObject<HTMLElement | null>, onEscape: () => void) {
  const escape = useRef(onEscape);
  useEffect(() => {
    escape.current = onEscape;
  });

  useEffect(() => {
    const rootNode = root.current;
    const panelNode = panel.current;
    if (!rootNode || !panelNode) return undefined;
    const trap = createFocusTrap(panelNode, {
      initialFocus: () => initialFocusIn(panelNode),
      fallbackFocus: panelNode,
      escapeDeactivates: false,
      allowOutsideClick: true,
      // Synchronous, so focus is inside as soon as the layer is on screen (and tests need no timers).
      delayInitialFocus: false,
      delayReturnFocus: false,
      returnFocusOnDeactivate: true,
      // Only restore when the opener is still on the page (a row may have been re-rendered).
      setReturnFocus: (previous) => (previous instanceof HTMLElement && previous.isConnected ? previous : false),
      tabbableOptions: TABBABLE_OPTIONS,
    });
    // Trap first: it records the opener before the page behind (the opener with it) goes inert.
    trap.activate();
    const layer: Layer = { root: rootNode, onEscape: () => escape.current() };
    pushLayer(layer);
    return () => {
      // The page behind comes back before focus returns to it (an inert element takes no focus).
      removeLayer(layer);
      trap.deactivate();
    };
  }, [root, panel]);
}

/** Live regions stay heard while a modal is open (a toast raised from a dialog). */
const LIVE = '[aria-live], [role="status"], [role="alert"], [data-live-region]';

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
