import { ApolloProvider } from '@apollo/client/react';
import { UiKitProvider } from '@pg/ui-kit';
import { act, fireEvent, render, screen, within } from '@testing-library/react';

import { fakeLink, type FakeResponse } from '../../test/fakeLink';
import { createApolloClient } from '../app/apollo/createApolloClient';
import type { Timeline } from './graphql/processTimeline';
import { ProcessTimeline } from './ProcessTimeline';
import { step, timelineFixture } from './test/timelineFixtures';
import { nextPollDelay, POLL_MAX_MS, POLL_MIN_MS } from './useProcessTimeline';

/** Renders the timeline against a fake API answering `answers` in turn (the last one again after that). */
function setup(answers: (Timeline | Error)[], onChange?: () => void) {
  let served = 0;
  const { link, calls } = fakeLink({
    ProcessTimeline: (): FakeResponse => {
      const answer = answers[Math.min(served++, answers.length - 1)];
      return answer instanceof Error ? answer : { data: { processTimeline: answer } };
    },
  });
  const client = createApolloClient({ current: null }, link);
  render(
    <UiKitProvider>
      <ApolloProvider client={client}>
        <ProcessTimeline kind="REFUND" id="refund-1" onChange={onChange} />
      </ApolloProvider>
    </UiKitProvider>,
  );
  return { reads: () => calls.filter((c) => c.operationName === 'ProcessTimeline').length, calls };
}

const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
const steps = () => within(screen.getByRole('list', { name: /Steps of/ }));

let visibility: DocumentVisibilityState = 'visible';
beforeAll(() => Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility }));
beforeEach(() => {
  visibility = 'visible';
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

const waiting = step('Waiting for the bank', '2026-11-27T09:05:00.000Z', { state: 'waiting' });
const atBank = timelineFixture({ steps: [...timelineFixture().steps, waiting] });
const bankApproved = timelineFixture({
  steps: [
    ...timelineFixture().steps,
    step('Approved by the bank', '2026-11-27T09:10:00.000Z', { actor: 'Pema Dorji' }),
    step('Waiting for the platform', '2026-11-27T09:10:00.000Z', { state: 'waiting' }),
  ],
});
const ended = timelineFixture({ running: false, steps: [...bankApproved.steps.slice(0, -1), step('Process ended', '2026-11-27T09:20:00.000Z')] });

describe('ProcessTimeline', () => {
  it('lists the steps in order with their time, who acted and what the process waits for', async () => {
    setup([atBank]);
    await advance(0);
    const items = steps().getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Done: Refund requested');
    expect(items[1]).toHaveTextContent('by Karma Wangchuk');
    expect(items[2]).toHaveTextContent(/Waiting: Waiting for the bank.*since/);
    expect(items[2].querySelector('time')).toHaveAttribute('dateTime', '2026-11-27T09:05:00.000Z');
    expect(screen.getByText('Live')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open in Temporal UI' })).not.toBeInTheDocument();
  });

  it('polls every 2 s, doubling the wait while nothing changes, back to 2 s on a change, and stops when the process ends', async () => {
    const onChange = jest.fn();
    const { reads } = setup([atBank, atBank, atBank, bankApproved, ended], onChange);
    await advance(0);
    expect(reads()).toBe(1);
    await advance(POLL_MIN_MS); // unchanged first read: 2 s
    expect(reads()).toBe(2);
    await advance(2 * POLL_MIN_MS - 1); // nothing changed: 4 s now
    expect(reads()).toBe(2);
    await advance(1);
    expect(reads()).toBe(3);
    await advance(4 * POLL_MIN_MS); // 8 s
    expect(reads()).toBe(4);
    expect(steps().getByText('Approved by the bank')).toBeInTheDocument();
    // The page hears of the change (and reads its record again); unchanged reads say nothing.
    expect(onChange).toHaveBeenCalledTimes(1);
    await advance(POLL_MIN_MS); // changed: 2 s again
    expect(reads()).toBe(5);
    expect(screen.getByText('Ended')).toBeInTheDocument();
    expect(steps().getByText('Process ended')).toBeInTheDocument();
    await advance(10 * POLL_MAX_MS);
    expect(reads()).toBe(5);
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('reads nothing while the tab is hidden and reads at once when it shows again', async () => {
    const { reads } = setup([atBank, atBank, bankApproved]);
    await advance(0);
    visibility = 'hidden';
    await advance(10 * POLL_MAX_MS);
    expect(reads()).toBe(1);
    visibility = 'visible';
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(reads()).toBe(2);
  });

  it('says why a record has no steps, and offers a retry when reading fails', async () => {
    setup([new Error('offline'), timelineFixture({ running: false, steps: [], note: 'This record has no process in Temporal.' })]);
    await advance(0);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The process timeline could not be loaded.');
    await act(async () => {
      fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('This record has no process in Temporal.')).toBeInTheDocument();
  });

  it('links PG Admin to the workflow in Temporal UI when the API sends the address', async () => {
    setup([timelineFixture({ temporalUiUrl: 'http://localhost:8233/namespaces/default/workflows/refund-RF-0001' })]);
    await advance(0);
    expect(screen.getByRole('link', { name: 'Open in Temporal UI' })).toHaveAttribute(
      'href',
      'http://localhost:8233/namespaces/default/workflows/refund-RF-0001',
    );
  });

  it('computes the backoff', () => {
    expect([
      nextPollDelay(null, false),
      nextPollDelay(2000, false),
      nextPollDelay(16000, false),
      nextPollDelay(30000, false),
      nextPollDelay(30000, true),
    ]).toEqual([2000, 4000, 30000, 30000, 2000]);
  });
});
