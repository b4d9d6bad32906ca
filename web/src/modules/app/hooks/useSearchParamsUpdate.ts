import { useRef } from 'react';
import { useSearchParams } from 'react-router';

/** Changes a copy of the URL's search parameters; the hook navigates to the result. */
export type SearchParamsChange = (copy: URLSearchParams) => void;

/**
 * The URL's search parameters and a function that changes some of them. React Router's
 * functional `setSearchParams` starts from the parameters of the last render, so two changes made
 * before the next render (a tab chosen, then a search typed at once) kept only the second: the
 * tab was lost. This one starts from the last change it wrote until the router has rendered it.
 */
export function useSearchParamsUpdate(): [URLSearchParams, (change: SearchParamsChange) => void] {
  const [params, setParams] = useSearchParams();
  /** The last change written, and the parameters it was written over. */
  const written = useRef<{ over: string; to: URLSearchParams } | null>(null);
  const update = (change: SearchParamsChange) => {
    const rendered = params.toString();
    // Still the parameters the last change was written over: the router has not rendered it yet.
    const base = written.current?.over === rendered ? written.current.to : params;
    const copy = new URLSearchParams(base);
    change(copy);
    written.current = { over: rendered, to: copy };
    setParams(copy);
  };
  return [params, update];
}
