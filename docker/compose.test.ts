import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

// No Docker engine runs here, so the compose file and Dockerfiles are checked as data: the
// services, how each is built or pulled, its ports, what it waits for, and the environment it needs.
const root = join(__dirname, '..');

interface Service {
  image?: string;
  build?: { context: string; dockerfile: string };
  ports?: string[];
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }> | string[];
  healthcheck?: { test: string[] };
  volumes?: string[];
  command?: string[] | string;
}

const compose = parse(readFileSync(join(root, 'docker-compose.yml'), 'utf8')) as {
  services: Record<string, Service>;
  volumes?: Record<string, unknown>;
};
const services = compose.services;
const workspaces = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { workspaces: string[] }).workspaces;

const dependsOn = (name: string): Record<string, { condition?: string }> => {
  const deps = services[name].depends_on ?? {};
  return Array.isArray(deps) ? Object.fromEntries(deps.map((d) => [d, {}])) : deps;
};

const dockerfile = (name: string): string => {
  const build = services[name].build!;
  return join(root, build.context, build.dockerfile);
};

describe('docker-compose.yml', () => {
  it('has the stack: database, Temporal (+ its one-shot setup and UI), api and worker', () => {
    expect(Object.keys(services).sort()).toEqual(['api', 'postgres', 'temporal', 'temporal-setup', 'temporal-ui', 'worker']);
  });

  it('pulls pinned infrastructure images', () => {
    expect(services.postgres.image).toMatch(/^postgres:\d+$/);
    expect(services.temporal.image).toMatch(/^temporalio\/auto-setup:\d+\.\d+\.\d+$/);
    expect(services['temporal-setup'].image).toBe(services.temporal.image);
    expect(services['temporal-ui'].image).toMatch(/^temporalio\/ui:\d+\.\d+\.\d+$/);
  });

  it('builds api and worker from Dockerfiles that exist, on Node 24, with a command', () => {
    for (const name of ['api', 'worker']) {
      expect(services[name].image).toBeUndefined();
      const file = dockerfile(name);
      expect({ name, exists: existsSync(file) }).toEqual({ name, exists: true });
      const text = readFileSync(file, 'utf8');
      expect(text).toMatch(/^FROM node:24(-slim)? AS build$/m);
      expect(text).toMatch(/^FROM node:24/m);
      expect(text).toMatch(/^RUN npm install/m);
      expect(text).toMatch(/npm run build/);
      expect(text).toMatch(/^CMD \[/m);
    }
    expect(readFileSync(dockerfile('api'), 'utf8')).toMatch(/CMD .*api\/dist\/cli\/migrate\.js.*api\/dist\/main\.js/);
    expect(readFileSync(dockerfile('worker'), 'utf8')).toMatch(/CMD .*worker\/dist\/main\.js/);
  });

  it('copies every workspace manifest before npm install (or the install in the image breaks)', () => {
    for (const name of ['api', 'worker']) {
      const text = readFileSync(dockerfile(name), 'utf8');
      for (const ws of workspaces) {
        expect({ name, ws, copied: text.includes(`COPY ${ws}/package.json ${ws}/`) }).toEqual({ name, ws, copied: true });
      }
    }
  });

  it('keeps dependencies, outputs and local data out of the build context', () => {
    const ignore = readFileSync(join(root, '.dockerignore'), 'utf8').split('\n').map((l) => l.trim());
    for (const entry of ['node_modules', '**/node_modules', '**/dist', '.data', '.test-data', '.tools', '.git']) {
      expect(ignore).toContain(entry);
    }
  });

  it('publishes the documented ports', () => {
    expect(services.api.ports).toEqual(['4000:4000']);
    expect(services.temporal.ports).toEqual(['7233:7233']);
    expect(services['temporal-ui'].ports).toEqual(['8233:8080']);
    expect(services.postgres.ports).toBeUndefined();
  });

  it('keeps PostgreSQL data in a volume and reports health', () => {
    expect(services.postgres.volumes).toContain('postgres-data:/var/lib/postgresql/data');
    expect(compose.volumes).toHaveProperty('postgres-data');
    expect(services.postgres.healthcheck?.test.join(' ')).toContain('pg_isready');
  });

  it('persists Temporal in that PostgreSQL', () => {
    expect(services.temporal.environment).toMatchObject({
      DB: 'postgres12',
      DB_PORT: '5432',
      POSTGRES_USER: services.postgres.environment!.POSTGRES_USER,
      POSTGRES_SEEDS: 'postgres',
    });
    expect(services.temporal.environment!.POSTGRES_PWD).toBe(services.postgres.environment!.POSTGRES_PASSWORD);
    expect(dependsOn('temporal')).toMatchObject({ postgres: { condition: 'service_healthy' } });
  });

  it('registers the search attributes the workflows set', () => {
    const script = [services['temporal-setup'].command].flat().join('\n');
    for (const name of ['OrganizationId', 'EntityCode']) expect(script).toContain(name);
    expect(script).toContain('search-attribute create');
    expect(dependsOn('temporal-setup')).toMatchObject({ temporal: { condition: 'service_healthy' } });
  });

  it('points Temporal UI at the server', () => {
    expect(services['temporal-ui'].environment?.TEMPORAL_ADDRESS).toBe('temporal:7233');
    expect(dependsOn('temporal-ui')).toHaveProperty('temporal');
  });

  it('gives the api and worker everything they read', () => {
    for (const name of ['api', 'worker']) {
      const env = services[name].environment!;
      for (const key of ['DATABASE_URL', 'TEMPORAL_ADDRESS', 'JWT_SECRET', 'PUBLIC_URL', 'SMTP_URL', 'DATA_DIR', 'NODE_ENV']) {
        expect({ name, key, set: key in env }).toEqual({ name, key, set: true });
      }
      expect(env.NODE_ENV).toBe('production');
      expect(env.TEMPORAL_ADDRESS).toBe('temporal:7233');
      expect(env.DATABASE_URL).toMatch(/^postgresql:\/\/gateway:.*@postgres:5432\/gateway$/);
      // No default secret: compose refuses to start without one.
      expect(env.JWT_SECRET).toMatch(/^\$\{JWT_SECRET:\?/);
      expect(services[name].volumes).toContain('files:/data');
    }
    expect(services.api.environment!.PORT).toBe('4000');
  });

  it('starts the api after a healthy database and Temporal, and the worker after a healthy api', () => {
    expect(dependsOn('api')).toMatchObject({
      postgres: { condition: 'service_healthy' },
      temporal: { condition: 'service_healthy' },
      'temporal-setup': { condition: 'service_completed_successfully' },
    });
    expect(dependsOn('worker')).toMatchObject({
      api: { condition: 'service_healthy' },
      'temporal-setup': { condition: 'service_completed_successfully' },
    });
    expect(services.api.healthcheck?.test.join(' ')).toContain('/health');
  });
});
