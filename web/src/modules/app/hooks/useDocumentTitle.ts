import { useEffect } from 'react';

/**
 * Sets the browser tab's title while the screen is shown (spec 000 section 2 names the auth
 * routes' titles) and puts back the one before on leaving, so the next screen does not keep it.
 */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const before = document.title;
    document.title = title;
    return () => {
      document.title = before;
    };
  }, [title]);
}
