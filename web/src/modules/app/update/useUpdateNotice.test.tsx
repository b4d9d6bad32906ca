import { UiKitProvider, WARNING_DURATION_MS } from '@pg/ui-kit';
import { act, render, screen } from '@testing-library/react';

import { UPDATE_TITLE, useUpdateNotice } from './useUpdateNotice';

// Spec 002: the update notice does not hide by itself. With fake timers: the notice's whole life
// as a warning (50 s) passes in no time, where the end-to-end test could only wait a few seconds.
function fakeContainer() {
  const waiting = Object.assign(new EventTarget(), { state: 'installed', postMessage: () => undefined });
  const registration = Object.assign(new EventTarget(), { installing: null, waiting, update: () => Promise.resolve() });
  const container = Object.assign(new EventTarget(), { controller: {}, register: () => Promise.resolve(registration) });
  return container as unknown as ServiceWorkerContainer;
}

function Notice({ container }: { container: ServiceWorkerContainer }) {
  useUpdateNotice(container);
  return null;
}

describe('useUpdateNotice', () => {
  afterEach(() => jest.useRealTimers());

  it('shows the notice while a newer version waits, and it stays past the longest a notice lasts', async () => {
    jest.useFakeTimers();
    render(
      <UiKitProvider>
        <Notice container={fakeContainer()} />
      </UiKitProvider>,
    );
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(screen.getByText(UPDATE_TITLE)).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(2 * WARNING_DURATION_MS));
    expect(screen.getByText(UPDATE_TITLE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
  });
});
