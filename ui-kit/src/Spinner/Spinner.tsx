import { SpinnerRing } from './Spinner.styles';

export type SpinnerSize = 'sm' | 'md' | 'lg';

export interface SpinnerProps {
  size?: SpinnerSize;
  /** Accessible name announced instead of the animation. */
  label?: string;
  className?: string;
}

const PX: Record<SpinnerSize, number> = { sm: 16, md: 28, lg: 44 };

/**
 * An indeterminate progress indicator with an accessible `label` (role progressbar). Prefer it inside
 * the thing that waits (a button's `loading`, a table's overlay) over a page-wide spinner.
 */
export function Spinner({ size = 'md', label = 'Loading', className }: SpinnerProps) {
  return <SpinnerRing role="progressbar" aria-label={label} aria-busy="true" className={className} $size={PX[size]} />;
}
