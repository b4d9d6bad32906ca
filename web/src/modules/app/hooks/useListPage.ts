import type { SortState } from '@pg/ui-kit';
import { useState } from 'react';

import { useDebouncedValue } from './useDebouncedValue';
import { type ListSettings, type ListSettingsApi, useListSettings } from './useListSettings';
import { useSearchParamsUpdate } from './useSearchParamsUpdate';

export interface ListPage {
  list: ListSettingsApi;
  /** 1-based page, kept in the URL (?page=) so Back and links return to it. */
  page: number;
  setPage: (page: number) => void;
  /** The typed search text, and the debounced value to query with. */
  search: string;
  setSearch: (text: string) => void;
  searchParam: string | null;
  /** A remembered on/off filter as Checkbox props; changing it goes back to page 1. */
  flag: (filter: string) => { checked: boolean; onChange: (checked: boolean) => void };
  /** Sorting and paging props of a DataTable bound to these settings. */
  tableProps: (total: number) => {
    sort?: SortState;
    onSortChange: (sort: SortState) => void;
    page: number;
    rowCount: number;
    total: number;
    onPageChange: (page: number) => void;
    onRowCountChange: (rowCount: number) => void;
  };
}

export interface ListPageOptions {
  searchDebounceMs?: number;
  /** false: the typed search is not written to ?query= (it is still read from it on load). */
  searchInUrl?: boolean;
  /**
   * true: the sort is also kept in the URL (?sortField=&sortDirection=), and a sort in the URL wins
   * over the remembered one, so a link or bookmark opens the list in its sort (spec 001 L12, L66).
   */
  sortInUrl?: boolean;
}

/**
 * The shared list behaviour of spec 000 s2 for a list screen: search (?query=) and page (?page=)
 * in the URL, row count, sort and filters remembered per list (useListSettings).
 */
export function useListPage(
  listKey: string,
  defaults: Partial<ListSettings>,
  { searchDebounceMs = 300, searchInUrl = true, sortInUrl = false }: ListPageOptions = {},
): ListPage {
  const remembered = useListSettings(listKey, defaults);
  const [params, update] = useSearchParamsUpdate();
  // A sort in the URL wins over the remembered one (sortInUrl lists only).
  const urlSortField = sortInUrl ? params.get('sortField') : null;
  const settings: ListSettings = urlSortField
    ? { ...remembered.settings, sortField: urlSortField, sortDirection: params.get('sortDirection') === 'ASC' ? 'ASC' : 'DESC' }
    : remembered.settings;
  const list: ListSettingsApi = !sortInUrl
    ? remembered
    : {
        ...remembered,
        settings,
        setSort: (field, direction) => {
          const next = direction ?? (settings.sortField === field && settings.sortDirection === 'ASC' ? 'DESC' : 'ASC');
          remembered.setSort(field, next);
          update((copy) => {
            copy.set('sortField', field);
            copy.set('sortDirection', next);
          });
        },
      };
  const [search, setSearchText] = useState(params.get('query') ?? '');
  const debounced = useDebouncedValue(search.trim(), searchDebounceMs);
  const page = Math.max(1, Number(params.get('page')) || 1);

  const setPage = (next: number) => update((copy) => (next > 1 ? copy.set('page', String(next)) : copy.delete('page')));
  const setSearch = (text: string) => {
    setSearchText(text);
    update((copy) => {
      if (searchInUrl && text) copy.set('query', text);
      else if (searchInUrl) copy.delete('query');
      copy.delete('page');
    });
  };

  return {
    list,
    page,
    setPage,
    search,
    setSearch,
    searchParam: debounced || null,
    flag: (filter) => ({
      checked: list.settings.filters[filter] === true,
      onChange: (checked) => {
        list.setFilter(filter, checked ? true : undefined);
        setPage(1);
      },
    }),
    tableProps: (total) => ({
      sort: list.settings.sortField ? { field: list.settings.sortField, direction: list.settings.sortDirection === 'ASC' ? 'asc' : 'desc' } : undefined,
      onSortChange: (sort) => list.setSort(sort.field, sort.direction === 'asc' ? 'ASC' : 'DESC'),
      page,
      rowCount: list.settings.rowCount,
      total,
      onPageChange: setPage,
      onRowCountChange: (rowCount) => {
        list.setRowCount(rowCount);
        setPage(1);
      },
    }),
  };
}
