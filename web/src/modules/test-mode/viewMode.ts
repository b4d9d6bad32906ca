import { createContext, useContext } from 'react';

/** Which data a merchant views (test mode, issue 14): live objects, or those made with test keys. */
export type ViewMode = 'live' | 'test';

export interface ViewModeValue {
  mode: ViewMode;
  setMode: (mode: ViewMode) => void;
}

/** Outside a provider (staff, tests of single pages): live, not switchable. */
export const ViewModeContext = createContext<ViewModeValue>({ mode: 'live', setMode: () => undefined });

export const useViewMode = (): ViewModeValue => useContext(ViewModeContext);

export const VIEW_MODE_STORAGE_KEY = 'pg.viewMode';

/** The mode kept for this browser tab (sessionStorage: a new tab starts on live data). */
export function storedViewMode(storage: Pick<Storage, 'getItem'> | undefined = globalThis.sessionStorage): ViewMode {
  try {
    return storage?.getItem(VIEW_MODE_STORAGE_KEY) === 'test' ? 'test' : 'live';
  } catch {
    return 'live';
  }
}

/** The `livemode` list argument for a merchant's view (null: staff see both, each with its badge). */
export function livemodeFilter(mode: ViewMode, merchant: boolean): boolean | null {
  return merchant ? mode === 'live' : null;
}
