import { useCallback, useState } from 'react';

/** localStorage key holding every list's settings (spec 000 section 2, shared list behaviour). */
export const LIST_CONFIG_KEY = 'listConfig';
export const ROW_COUNT_CHOICES = [5, 10, 20, 30, 50, 100] as const;
export const DEFAULT_ROW_COUNT = 10;

export type SortDirection = 'ASC' | 'DESC';
export type ListFilterValue = string | number | boolean | null | readonly string[];

export interface ListSettings {
  rowCount: number;
  sortField: string | null;
  sortDirection: SortDirection;
  filters: Record<string, ListFilterValue>;
}

export const DEFAULT_LIST_SETTINGS: ListSettings = {
  rowCount: DEFAULT_ROW_COUNT,
  sortField: null,
  sortDirection: 'ASC',
  filters: {},
};

type ListConfig = Record<string, Partial<ListSettings>>;

function readConfig(): ListConfig {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(LIST_CONFIG_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as ListConfig) : {};
  } catch {
    // A hand-edited or corrupted entry must not break every list: start from defaults.
    return {};
  }
}

export function readListSettings(listKey: string): ListSettings {
  const stored = readConfig()[listKey] ?? {};
  const rowCount = (ROW_COUNT_CHOICES as readonly number[]).includes(stored.rowCount ?? -1) ? (stored.rowCount as number) : DEFAULT_ROW_COUNT;
  return { ...DEFAULT_LIST_SETTINGS, ...stored, rowCount, filters: { ...(stored.filters ?? {}) } };
}

function writeListSettings(listKey: string, settings: ListSettings): void {
  window.localStorage.setItem(LIST_CONFIG_KEY, JSON.stringify({ ...readConfig(), [listKey]: settings }));
}

/** 1-based page to GraphQL offset: offset = (page - 1) x row count. */
export function offsetFor(page: number, rowCount: number): number {
  return Math.max(0, page - 1) * rowCount;
}

export interface ListSettingsApi {
  settings: ListSettings;
  setRowCount: (rowCount: number) => void;
  setSort: (field: string, direction?: SortDirection) => void;
  setFilter: (name: string, value: ListFilterValue | undefined) => void;
  reset: () => void;
}

/** Row count, sort and filters of one list, remembered across visits in localStorage. */
export function useListSettings(listKey: string, defaults: Partial<ListSettings> = {}): ListSettingsApi {
  const [settings, setSettings] = useState<ListSettings>(() => {
    const hasStored = readConfig()[listKey] !== undefined;
    return hasStored ? readListSettings(listKey) : { ...DEFAULT_LIST_SETTINGS, ...defaults };
  });

  const update = useCallback(
    (change: (current: ListSettings) => ListSettings) => {
      setSettings((current) => {
        const next = change(current);
        writeListSettings(listKey, next);
        return next;
      });
    },
    [listKey],
  );

  return {
    settings,
    setRowCount: (rowCount) => update((s) => ({ ...s, rowCount })),
    // Clicking the sorted column again flips the direction, like the spec's sortable headers.
    setSort: (field, direction) =>
      update((s) => ({
        ...s,
        sortField: field,
        sortDirection: direction ?? (s.sortField === field && s.sortDirection === 'ASC' ? 'DESC' : 'ASC'),
      })),
    setFilter: (name, value) =>
      update((s) => {
        const filters = { ...s.filters };
        if (value === undefined) delete filters[name];
        else filters[name] = value;
        return { ...s, filters };
      }),
    reset: () => update(() => ({ ...DEFAULT_LIST_SETTINGS, ...defaults })),
  };
}
