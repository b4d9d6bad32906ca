import { ApolloProvider } from '@apollo/client/react';
import { UiKitProvider } from '@pg/ui-kit';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';

import { fakeLink, type FakeResolver } from '../../test/fakeLink';
import { createApolloClient } from '../app/apollo/createApolloClient';
import { GlobalSearch } from './GlobalSearch';
import { DEBOUNCE_MS } from './SearchBox';

function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

const item = (kind: string, id: string, title: string, subtitle: string | null = null) => ({
  __typename: 'GlobalSearchItem',
  id,
  kind,
  title,
  subtitle,
  url: `/${kind}s/${id}`,
});
const RESULT = {
  data: {
    globalSearch: {
      __typename: 'GlobalSearchResult',
      query: 'jane',
      groups: [
        {
          __typename: 'GlobalSearchGroup',
          kind: 'invoice',
          total: 7,
          items: [item('invoice', 'i1', 'INV-2026-000001', 'Jane Payer · $250.00'), item('invoice', 'i2', 'INV-2026-000002')],
        },
        { __typename: 'GlobalSearchGroup', kind: 'user', total: 1, items: [item('user', 'u1', 'Jane Doe', 'jane@demo.test')] },
      ],
    },
  },
};

function setup(resolver: FakeResolver) {
  const { link, calls } = fakeLink({ GlobalSearch: resolver });
  const client = createApolloClient({ current: null }, link);
  render(
    <UiKitProvider>
      <ApolloProvider client={client}>
        <MemoryRouter initialEntries={['/']}>
          <button type="button">elsewhere</button>
          <GlobalSearch />
          <Where />
        </MemoryRouter>
      </ApolloProvider>
    </UiKitProvider>,
  );
  return { calls, box: () => screen.getAllByRole('combobox', { name: 'Find records' })[0] };
}

describe('GlobalSearch', () => {
  it('groups results by kind, moves with the arrows across groups and opens the highlighted one on Enter', async () => {
    const { calls, box } = setup(() => RESULT);
    fireEvent.change(box(), { target: { value: 'jane' } });
    const list = await screen.findByRole('listbox', { name: 'Search results' });
    // one request after the pause, not one per key
    expect(calls.filter((c) => c.operationName === 'GlobalSearch').map((c) => c.variables)).toEqual([{ query: 'jane' }]);
    const groups = within(list).getAllByRole('group');
    expect(groups.map((g) => g.getAttribute('aria-labelledby') && document.getElementById(g.getAttribute('aria-labelledby')!)?.textContent)).toEqual([
      'Invoices (2 of 7)',
      'Users',
    ]);
    expect(
      within(groups[0])
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['INV-2026-000001Jane Payer · $250.00', 'INV-2026-000002']);

    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    const active = box().getAttribute('aria-activedescendant')!;
    expect(document.getElementById(active)?.textContent).toBe('Jane Doejane@demo.test');
    fireEvent.keyDown(box(), { key: 'ArrowDown' }); // wraps to the first
    expect(document.getElementById(box().getAttribute('aria-activedescendant')!)?.textContent).toContain('INV-2026-000001');
    fireEvent.keyDown(box(), { key: 'ArrowUp' });
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(screen.getByTestId('location').textContent).toBe('/users/u1');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('says so when nothing matches, and asks nothing under two characters', async () => {
    // Fake timers: the pause before a search is the test's to pass, not waited for.
    jest.useFakeTimers();
    try {
      const { calls, box } = setup(() => ({ data: { globalSearch: { __typename: 'GlobalSearchResult', query: 'zzz', groups: [] } } }));
      // The pause before a search, and the work it sets off (the query, its link), all passed.
      const pause = () => act(() => jest.advanceTimersByTimeAsync(DEBOUNCE_MS + 1));
      fireEvent.change(box(), { target: { value: 'z' } });
      await pause();
      expect(calls).toEqual([]);
      // The same pause is enough for two characters: the check above is not just too early.
      fireEvent.change(box(), { target: { value: 'zz' } });
      await pause();
      expect(calls.map((c) => c.variables)).toEqual([{ query: 'zz' }]);
      fireEvent.change(box(), { target: { value: 'zzz' } });
      expect(await screen.findByText("No results for 'zzz'")).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows that it is searching, and an error when the search fails', async () => {
    // The search answers when the test says so.
    let answer: ((failure: TypeError) => void) | undefined;
    const { box } = setup(() => new Promise((resolve) => (answer = resolve)));
    fireEvent.change(box(), { target: { value: 'jane' } });
    expect(screen.getByText('Searching…')).toBeInTheDocument();
    await waitFor(() => expect(answer).toBeDefined());
    expect(screen.getByText('Searching…')).toBeInTheDocument();
    act(() => answer!(new TypeError('Failed to fetch')));
    expect(await screen.findByText('Search failed. Please try again.')).toBeInTheDocument();
  });

  it('Ctrl-K focuses the box from anywhere; Escape closes the list, then gives focus back', async () => {
    const { box } = setup(() => RESULT);
    const elsewhere = screen.getByRole('button', { name: 'elsewhere' });
    elsewhere.focus();
    // jsdom lays nothing out: the phone path (the dialog) is what Ctrl-K opens here
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    const dialog = await screen.findByRole('dialog', { name: 'Find records' });
    const inDialog = within(dialog).getByRole('combobox', { name: 'Find records' });
    fireEvent.change(inDialog, { target: { value: 'jane' } });
    expect(await within(dialog).findByRole('listbox')).toBeInTheDocument();
    fireEvent.keyDown(inDialog, { key: 'Escape' });
    expect(within(dialog).queryByRole('listbox')).toBeNull();
    fireEvent.keyDown(inDialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(box()).toBeInTheDocument();
  });
});
