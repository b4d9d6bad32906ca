import { useCallback, useEffect, useState } from 'react';

/**
 * A box that scrolls sideways (a wide table on a phone) must be reachable by keyboard so its
 * hidden part can be scrolled into view (WCAG 2.1.1). It becomes a tab stop only while it
 * overflows, so wide screens keep their tab order unchanged.
 */
export function useScrollFocus<T extends HTMLElement>(): { ref: (el: T | null) => void; tabIndex: 0 | undefined } {
  const [element, setElement] = useState<T | null>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [element]);
  const ref = useCallback((el: T | null) => setElement(el), []);
  return { ref, tabIndex: overflows ? 0 : undefined };
}
