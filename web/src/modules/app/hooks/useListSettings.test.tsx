import { act, renderHook } from '@testing-library/react';

import { LIST_CONFIG_KEY, offsetFor, useListSettings } from './useListSettings';

afterEach(() => window.localStorage.clear());

describe('useListSettings', () => {
  it('starts with 10 rows and no sort or filters', () => {
    const { result } = renderHook(() => useListSettings('invoices'));
    expect(result.current.settings).toEqual({ rowCount: 10, sortField: null, sortDirection: 'ASC', filters: {} });
  });

  it('keeps each list under the list config key and restores it on the next visit', () => {
    const { result, unmount } = renderHook(() => useListSettings('invoices'));
    act(() => result.current.setRowCount(50));
    act(() => result.current.setSort('createdAt'));
    act(() => result.current.setFilter('status', 'paid'));
    unmount();

    const stored = JSON.parse(window.localStorage.getItem(LIST_CONFIG_KEY) ?? '{}') as Record<string, unknown>;
    expect(stored.invoices).toEqual({ rowCount: 50, sortField: 'createdAt', sortDirection: 'ASC', filters: { status: 'paid' } });

    const again = renderHook(() => useListSettings('invoices'));
    expect(again.result.current.settings.rowCount).toBe(50);
    const other = renderHook(() => useListSettings('users'));
    expect(other.result.current.settings.rowCount).toBe(10);
  });

  it('flips the direction when the sorted column is sorted again', () => {
    const { result } = renderHook(() => useListSettings('refunds'));
    act(() => result.current.setSort('code'));
    act(() => result.current.setSort('code'));
    expect(result.current.settings).toMatchObject({ sortField: 'code', sortDirection: 'DESC' });
  });

  it('ignores a stored row count outside the choices and corrupted storage', () => {
    window.localStorage.setItem(LIST_CONFIG_KEY, JSON.stringify({ users: { rowCount: 7 } }));
    expect(renderHook(() => useListSettings('users')).result.current.settings.rowCount).toBe(10);
    window.localStorage.setItem(LIST_CONFIG_KEY, '{not json');
    expect(renderHook(() => useListSettings('users')).result.current.settings.rowCount).toBe(10);
  });

  it('computes the offset of a 1-based page', () => {
    expect(offsetFor(1, 10)).toBe(0);
    expect(offsetFor(3, 20)).toBe(40);
  });
});
