import { css, type DefaultTheme } from 'styled-components';

import { type BreakpointName, theme as defaultTheme } from './tokens';

/**
 * Media query helpers. The kit is written desktop-first for things that must stay visible in
 * jsdom (which ignores @media), so both directions are offered:
 * `media.up('md')` = width >= 768, `media.down('md')` = width < 768.
 */
export const media = {
  up: (bp: BreakpointName) => `@media (min-width: ${defaultTheme.breakpoints[bp]}px)`,
  down: (bp: BreakpointName) => `@media (max-width: ${defaultTheme.breakpoints[bp] - 0.02}px)`,
};

/** Keyboard focus ring shared by every interactive element (visible only for keyboard users). */
export const focusRing = css`
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }: { theme: DefaultTheme }) => theme.shadows.focus};
  }
`;

/** Hides content visually while keeping it for screen readers. */
export const visuallyHidden = css`
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;
