import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The choice of where `npm test` gets PostgreSQL and Temporal from (scripts/lib/test-services.mjs).
interface Choice {
  postgres: 'external' | 'containers' | 'embedded';
  temporal: 'external' | 'containers' | 'embedded';
  warning?: string;
}
interface Endpoint {
  socketPath?: string;
  host?: string;
  port?: number;
}
interface TestServices {
  chooseServices: (env: Record<string, string | undefined>, dockerAnswers: boolean) => Choice;
  dockerEndpoint: (env: Record<string, string | undefined>, exists?: (path: string) => boolean) => Endpoint | null;
  pingDocker: (endpoint: Endpoint | null) => Promise<boolean>;
}

let services: TestServices;
beforeAll(async () => {
  services = (await import('../lib/test-services.mjs')) as TestServices;
});

describe('chooseServices', () => {
  it('runs the embedded servers by default, Docker or not', () => {
    expect(services.chooseServices({}, false)).toEqual({ postgres: 'embedded', temporal: 'embedded' });
    expect(services.chooseServices({}, true)).toEqual({ postgres: 'embedded', temporal: 'embedded' });
  });

  it('uses containers only when TEST_CONTAINERS=1 and the engine answers', () => {
    expect(services.chooseServices({ TEST_CONTAINERS: '1' }, true)).toEqual({ postgres: 'containers', temporal: 'containers' });
    expect(services.chooseServices({ TEST_CONTAINERS: 'true' }, true)).toEqual({ postgres: 'containers', temporal: 'containers' });
    expect(services.chooseServices({ TEST_CONTAINERS: '0' }, true)).toEqual({ postgres: 'embedded', temporal: 'embedded' });
  });

  it('says so when containers were asked for and no engine answers', () => {
    const choice = services.chooseServices({ TEST_CONTAINERS: '1' }, false);
    expect(choice).toMatchObject({ postgres: 'embedded', temporal: 'embedded' });
    expect(choice.warning).toMatch(/no Docker engine answers/);
  });

  it("keeps the developer's own servers over anything started", () => {
    expect(services.chooseServices({ TEST_CONTAINERS: '1', DATABASE_URL: 'postgres://x' }, true)).toEqual({ postgres: 'external', temporal: 'containers' });
    expect(services.chooseServices({ TEMPORAL_ADDRESS: 'host:7233' }, false)).toEqual({ postgres: 'embedded', temporal: 'external' });
  });
});

describe('dockerEndpoint', () => {
  it('reads DOCKER_HOST as a socket or a TCP address', () => {
    expect(services.dockerEndpoint({ DOCKER_HOST: 'unix:///run/user/1000/docker.sock' }, () => false)).toEqual({ socketPath: '/run/user/1000/docker.sock' });
    expect(services.dockerEndpoint({ DOCKER_HOST: 'tcp://10.0.0.5:2376' }, () => false)).toEqual({ host: '10.0.0.5', port: 2376 });
    expect(services.dockerEndpoint({ DOCKER_HOST: 'tcp://docker' }, () => false)).toEqual({ host: 'docker', port: 2375 });
  });

  it('falls back to the default socket only when it exists', () => {
    expect(services.dockerEndpoint({}, () => true)).toEqual({ socketPath: '/var/run/docker.sock' });
    expect(services.dockerEndpoint({}, () => false)).toBeNull();
  });
});

describe('pingDocker', () => {
  let server: Server;
  let dir: string;
  afterEach(async () => {
    await new Promise((resolve) => server?.close(resolve));
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('is true when /_ping answers 200 on the socket, false when nothing listens', async () => {
    dir = mkdtempSync(join(tmpdir(), 'docker-ping-'));
    const socketPath = join(dir, 'docker.sock');
    const paths: string[] = [];
    server = createServer((req, res) => {
      paths.push(req.url ?? '');
      res.end('OK');
    });
    await new Promise<void>((resolve) => server.listen(socketPath, resolve));
    expect(await services.pingDocker({ socketPath })).toBe(true);
    expect(paths).toEqual(['/_ping']);
    expect(await services.pingDocker({ socketPath: join(dir, 'none.sock') })).toBe(false);
    expect(await services.pingDocker(null)).toBe(false);
  });
});
