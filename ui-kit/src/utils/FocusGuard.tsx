import type { FocusEvent, RefObject } from 'react';
import styled from 'styled-components';

import { GUARD_ATTRIBUTE, tabStopsIn } from './focus';

const Guard = styled.span`
  position: fixed;
  width: 1px;
  height: 1px;
  opacity: 0;
  outline: none;
  pointer-events: none;
`;

export interface FocusGuardProps {
  /** The modal panel the guard sits in, as its first ('start') or last ('end') child. */
  panel: RefObject<HTMLElement | null>;
  edge: 'start' | 'end';
}

/**
 * An empty tab stop at one end of a modal panel that sends focus round to the other end. The focus
 * trap handles Tab between the panel's own controls, but a keypress inside an iframe (a card field)
 * never reaches this page: Tab out of the iframe lands on a guard, which wraps it back in.
 */
export function FocusGuard({ panel, edge }: FocusGuardProps) {
  const onFocus = (event: FocusEvent<HTMLSpanElement>) => {
    const node = panel.current;
    if (!node) return;
    const stops = tabStopsIn(node);
    // From the panel itself (the trap moving on from its fallback focus) a guard means its own end.
    const fromPanel = event.relatedTarget === node;
    const toFirst = edge === 'end' ? !fromPanel : fromPanel;
    const target = toFirst ? stops[0] : stops[stops.length - 1];
    (target ?? node).focus();
  };
  return <Guard tabIndex={0} {...{ [GUARD_ATTRIBUTE]: '' }} onFocus={onFocus} />;
}
