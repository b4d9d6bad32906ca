import { type ReactNode, useMemo, useState } from 'react';

import { storedViewMode, VIEW_MODE_STORAGE_KEY, type ViewMode, ViewModeContext } from './viewMode';

/** Holds the merchant's live/test view for the signed-in frame, kept per browser tab. */
export function ViewModeProvider({ children }: { children: ReactNode }) {
  const [mode, setModeState] = useState<ViewMode>(() => storedViewMode());
  const value = useMemo(
    () => ({
      mode,
      setMode: (next: ViewMode) => {
        setModeState(next);
        try {
          sessionStorage.setItem(VIEW_MODE_STORAGE_KEY, next);
        } catch {
          // Storage refused (private mode): the choice lasts until reload.
        }
      },
    }),
    [mode],
  );
  return <ViewModeContext.Provider value={value}>{children}</ViewModeContext.Provider>;
}
