import { sleep } from '../../../../../test-support/sleep';
import { SKIP_WAITING } from './serviceWorkerSource';
import { watchForUpdates } from './watchForUpdates';

// A minimal ServiceWorkerContainer: the browser's update cycle played by hand.
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  messages: unknown[] = [];
  postMessage(message: unknown) {
    this.messages.push(message);
  }
  install() {
    this.state = 'installed';
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  updates = 0;
  update() {
    this.updates += 1;
    return Promise.resolve();
  }
  /** The server has a new script: it installs and waits. */
  deploy(): FakeWorker {
    const worker = new FakeWorker();
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
    this.waiting = worker;
    this.installing = null;
    worker.install();
    return worker;
  }
}

function fakeContainer(controlled: boolean) {
  const registration = new FakeRegistration();
  const container = Object.assign(new EventTarget(), {
    controller: controlled ? new FakeWorker() : null,
    registered: [] as string[],
    register(url: string) {
      this.registered.push(url);
      return Promise.resolve(registration);
    },
  });
  return { registration, container, asContainer: container as unknown as ServiceWorkerContainer };
}

const flush = () => sleep(0);

describe('watchForUpdates', () => {
  it('registers /service-worker.js and checks for a new one every second', async () => {
    jest.useFakeTimers();
    try {
      const { registration, container, asContainer } = fakeContainer(true);
      const stop = watchForUpdates(asContainer, { onWaiting: () => undefined });
      await jest.advanceTimersByTimeAsync(0);
      expect(container.registered).toEqual(['/service-worker.js']);
      await jest.advanceTimersByTimeAsync(3000);
      expect(registration.updates).toBe(3);
      stop();
      await jest.advanceTimersByTimeAsync(3000);
      expect(registration.updates).toBe(3);
    } finally {
      jest.useRealTimers();
    }
  });

  it('tells once when a newer worker waits, and applying it activates the worker and reloads', async () => {
    const { registration, container, asContainer } = fakeContainer(true);
    const applies: (() => void)[] = [];
    const reload = jest.fn();
    const stop = watchForUpdates(asContainer, { onWaiting: (apply) => applies.push(apply), reload, intervalMs: 60_000 });
    await flush();
    const next = registration.deploy();
    next.install(); // a second statechange for the same worker is not a second notice
    expect(applies).toHaveLength(1);

    applies[0]();
    expect(next.messages).toEqual([SKIP_WAITING]);
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
    stop();
  });

  it('tells about a worker already waiting when the page opens', async () => {
    const { registration, asContainer } = fakeContainer(true);
    registration.waiting = new FakeWorker();
    const onWaiting = jest.fn();
    const stop = watchForUpdates(asContainer, { onWaiting, intervalMs: 60_000 });
    await flush();
    expect(onWaiting).toHaveBeenCalledTimes(1);
    stop();
  });

  it('says nothing on the first install (no page was controlled yet)', async () => {
    const { registration, asContainer } = fakeContainer(false);
    const onWaiting = jest.fn();
    const stop = watchForUpdates(asContainer, { onWaiting, intervalMs: 60_000 });
    await flush();
    registration.deploy();
    expect(onWaiting).not.toHaveBeenCalled();
    stop();
  });

  it('keeps quiet when registering fails (no worker on the development server)', async () => {
    const container = { register: () => Promise.reject(new Error('404')) } as unknown as ServiceWorkerContainer;
    const onWaiting = jest.fn();
    const stop = watchForUpdates(container, { onWaiting });
    await flush();
    expect(onWaiting).not.toHaveBeenCalled();
    stop();
  });
});
