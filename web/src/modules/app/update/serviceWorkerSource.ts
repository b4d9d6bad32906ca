// The update worker's script, written by the web build as /service-worker.js (spec 002: the app
// registers it and tells the user when a newer version waits). It caches nothing: its only job
// is to change whenever a new build is deployed, so the browser finds a waiting worker. The build
// id inside makes the bytes differ between builds; the browser compares bytes.

/** `buildId`: a hash of the build's file names (they carry content hashes). */
export function serviceWorkerSource(buildId: string): string {
  return `// BhutanPay update worker, build ${buildId}
// Waits after install until the app asks it to take over (the user pressed Refresh).
self.addEventListener('message', (event) => {
  if (event.data === '${SKIP_WAITING}') self.skipWaiting();
});
self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});
`;
}

/** The message the app posts to the waiting worker when the user applies the update. */
export const SKIP_WAITING = 'SKIP_WAITING';
export const SERVICE_WORKER_PATH = '/service-worker.js';
