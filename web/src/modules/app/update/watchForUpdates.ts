import { SERVICE_WORKER_PATH, SKIP_WAITING } from './serviceWorkerSource';

/** Spec 002 section 9: the update check runs every 1000 ms. */
export const UPDATE_CHECK_MS = 1000;

export interface UpdateWatchOptions {
  /** A newer version is installed and waiting; `apply` activates it and reloads the page. */
  onWaiting: (apply: () => void) => void;
  reload?: () => void;
  intervalMs?: number;
}

/**
 * Registers the update worker and asks the server for a new one every second. A worker that
 * installs while another controls the page is a newer deployed build: it waits until the user
 * applies it. The very first install (no controller yet) is not an update.
 */
export function watchForUpdates(container: ServiceWorkerContainer, options: UpdateWatchOptions): () => void {
  const { onWaiting, reload = () => window.location.reload(), intervalMs = UPDATE_CHECK_MS } = options;
  let stopped = false;
  let timer: ReturnType<typeof setInterval> | undefined;
  const told = new WeakSet<ServiceWorker>();

  const apply = (worker: ServiceWorker) => () => {
    container.addEventListener('controllerchange', () => reload(), { once: true });
    worker.postMessage(SKIP_WAITING);
  };
  const tell = (worker: ServiceWorker | null) => {
    if (stopped || !worker || !container.controller || told.has(worker)) return;
    told.add(worker);
    onWaiting(apply(worker));
  };

  void container
    .register(SERVICE_WORKER_PATH)
    .then((registration) => {
      if (stopped) return;
      tell(registration.waiting);
      registration.addEventListener('updatefound', () => {
        const installing = registration.installing;
        installing?.addEventListener('statechange', () => {
          if (installing.state === 'installed') tell(registration.waiting ?? installing);
        });
      });
      timer = setInterval(() => void registration.update().catch(() => undefined), intervalMs);
    })
    // No update worker (development server, private mode): the app works without the notice.
    .catch(() => undefined);

  return () => {
    stopped = true;
    if (timer) clearInterval(timer);
  };
}
