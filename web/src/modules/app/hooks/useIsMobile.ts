import { theme } from '@pg/ui-kit';
import { useEffect, useState } from 'react';

const QUERY = `(max-width: ${theme.breakpoints.md - 0.02}px)`;

function matches(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(QUERY).matches;
}

/** Below the md breakpoint (768 px): rows open the details page, actions move to a bottom bar. */
export function useIsMobile(): boolean {
  const [mobile, setMobile] = useState(matches);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const list = window.matchMedia(QUERY);
    const onChange = () => setMobile(list.matches);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, []);
  return mobile;
}
