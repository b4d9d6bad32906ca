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
  entrypoint?: string[] | string;
  deploy?: { replicas?: number };
  profiles?: string[];
  restart?: string;
}

// merge: the api, migrate and worker services share one environment block (<<: *app-env).
const compose = parse(readFileSync(join(root, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
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
  it('has the stack: database, Temporal (schema, server, setup, UI), S3, mail, migrations, api behind a proxy, worker', () => {
    const always = Object.keys(services).filter((name) => !services[name].profiles);
    expect(always.sort()).toEqual(
      [
        'api',
        'mailpit',
        'migrate',
        'minio',
        'minio-setup',
        'postgres',
        'proxy',
        'temporal',
        'temporal-schema',
        'temporal-setup',
        'temporal-ui',
        'worker',
      ].sort(),
    );
  });

  it('pulls pinned infrastructure images: the Temporal server image, never auto-setup', () => {
    expect(services.postgres.image).toMatch(/^postgres:\d+$/);
    expect(services.temporal.image).toMatch(/^temporalio\/server:\d+\.\d+\.\d+$/);
    const version = services.temporal.image!.split(':')[1];
    // Schema and namespace tools of the same release as the server.
    expect(services['temporal-schema'].image).toBe(`temporalio/admin-tools:${version}`);
    expect(services['temporal-setup'].image).toBe(`temporalio/admin-tools:${version}`);
    expect(services['temporal-ui'].image).toMatch(/^temporalio\/ui:\d+\.\d+\.\d+$/);
    expect(services.minio.image).toMatch(/^minio\/minio:RELEASE\./);
    expect(services['minio-setup'].image).toMatch(/^minio\/mc:RELEASE\./);
    expect(services.proxy.image).toMatch(/^nginx:\d+\.\d+\.\d+/);
    for (const service of Object.values(services)) expect(service.image ?? '').not.toContain('auto-setup');
  });

  it('builds api, migrate and worker from Dockerfiles that exist, on Node 24, with a command', () => {
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
    expect(readFileSync(dockerfile('api'), 'utf8')).toMatch(/^CMD \["node", "api\/dist\/main\.js"\]$/m);
    expect(readFileSync(dockerfile('worker'), 'utf8')).toMatch(/CMD .*worker\/dist\/main\.js/);
    // The worker starts from the bundle built into the image, at the path it is told.
    const worker = readFileSync(dockerfile('worker'), 'utf8');
    expect(worker).toMatch(/node worker\/dist\/cli\/bundle-workflows\.js worker\/dist\/workflow-bundle\.js/);
    expect(worker).toMatch(/^ENV .*WORKFLOW_BUNDLE=\/app\/worker\/dist\/workflow-bundle\.js/m);
    expect(services.migrate.build).toEqual(services.api.build);
    expect([services.migrate.command].flat().join(' ')).toMatch(/api\/dist\/cli\/migrate\.js.*api\/dist\/cli\/seed\.js/);
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
    const ignore = readFileSync(join(root, '.dockerignore'), 'utf8')
      .split('\n')
      .map((l) => l.trim());
    for (const entry of ['node_modules', '**/node_modules', '**/dist', '.data', '.test-data', '.tools', '.git']) {
      expect(ignore).toContain(entry);
    }
  });

  it('publishes the documented ports: the proxy, not the api replicas', () => {
    expect(services.proxy.ports).toEqual(['4000:4000']);
    expect(services.api.ports).toBeUndefined();
    expect(services.temporal.ports).toEqual(['7233:7233']);
    expect(services['temporal-ui'].ports).toEqual(['8233:8080']);
    expect(services.minio.ports).toEqual(['9000:9000']);
    expect(services.mailpit.ports).toEqual(['8025:8025']);
    expect(services.postgres.ports).toBeUndefined();
  });

  it('keeps PostgreSQL and MinIO data in volumes and reports health', () => {
    expect(services.postgres.volumes).toContain('postgres-data:/var/lib/postgresql/data');
    expect(services.minio.volumes).toContain('minio-data:/data');
    expect(compose.volumes).toHaveProperty('postgres-data');
    expect(compose.volumes).toHaveProperty('minio-data');
    expect(services.postgres.healthcheck?.test.join(' ')).toContain('pg_isready');
    expect(services.minio.healthcheck?.test.join(' ')).toContain('mc ready');
  });

  it("sets Temporal's schemas up with admin-tools before the server starts, persisted in that PostgreSQL", () => {
    const script = readFileSync(join(root, 'docker/temporal/setup-schema.sh'), 'utf8');
    expect(services['temporal-schema'].volumes).toContain('./docker/temporal:/scripts:ro');
    expect([services['temporal-schema'].command].flat().join(' ')).toContain('/scripts/setup-schema.sh');
    for (const words of [
      'temporal-sql-tool --plugin postgres12',
      'setup-schema -v 0.0',
      'update-schema -d',
      'temporal_visibility',
      'postgresql/v12',
      'temporal/versioned',
      'visibility/versioned',
    ]) {
      expect(script).toContain(words);
    }
    expect(dependsOn('temporal-schema')).toMatchObject({ postgres: { condition: 'service_healthy' } });
    expect(dependsOn('temporal')).toMatchObject({ 'temporal-schema': { condition: 'service_completed_successfully' } });
    expect(services.temporal.environment).toMatchObject({
      DB: 'postgres12',
      DB_PORT: '5432',
      POSTGRES_USER: services.postgres.environment!.POSTGRES_USER,
      POSTGRES_SEEDS: 'postgres',
    });
    expect(services.temporal.environment!.POSTGRES_PWD).toBe(services.postgres.environment!.POSTGRES_PASSWORD);
    expect(services['temporal-schema'].environment!.POSTGRES_PWD).toBe(services.postgres.environment!.POSTGRES_PASSWORD);
    // The dynamic config the server is told to read is the file mounted for it.
    const mounted = services.temporal.volumes!.find((v) => v.startsWith('./docker/temporal/dynamicconfig.yaml:'))!;
    expect(mounted.split(':')[1]).toBe(`/etc/temporal/${services.temporal.environment!.DYNAMIC_CONFIG_FILE_PATH}`);
    expect(existsSync(join(root, 'docker/temporal/dynamicconfig.yaml'))).toBe(true);
  });

  it('creates the namespace and registers the search attributes the workflows set, once the server is healthy', () => {
    const script = readFileSync(join(root, 'docker/temporal/setup-namespace.sh'), 'utf8');
    // Every attribute the workflows set (workflows/src/search-attributes.ts) is registered.
    const declared = readFileSync(join(root, 'workflows/src/search-attributes.ts'), 'utf8');
    for (const name of ['OrganizationId', 'EntityCode']) {
      expect(declared).toContain(name);
      expect(script).toContain(name);
    }
    expect(script).toContain('search-attribute create');
    expect(script).toContain('namespace create');
    expect(dependsOn('temporal-setup')).toMatchObject({ temporal: { condition: 'service_healthy' } });
  });

  it('points Temporal UI at the server', () => {
    expect(services['temporal-ui'].environment?.TEMPORAL_ADDRESS).toBe('temporal:7233');
    expect(dependsOn('temporal-ui')).toHaveProperty('temporal');
  });

  it('runs two replicas of the api and of the worker, with nothing on a local disk another needs', () => {
    expect(services.api.deploy?.replicas).toBe(2);
    expect(services.worker.deploy?.replicas).toBe(2);
    for (const name of ['api', 'worker', 'migrate']) {
      const env = services[name].environment!;
      for (const key of [
        'DATABASE_URL',
        'TEMPORAL_ADDRESS',
        'JWT_SECRET',
        'WEBHOOK_SECRETS_KEY',
        'FILE_URL_SECRET',
        'SANDBOX_WEBHOOK_SECRET',
        'PUBLIC_URL',
        'SMTP_URL',
        'NODE_ENV',
        'S3_BUCKET',
        'S3_ACCESS_KEY_ID',
        'S3_SECRET_ACCESS_KEY',
        'S3_ENDPOINT',
        'S3_INTERNAL_ENDPOINT',
      ]) {
        expect({ name, key, set: key in env }).toEqual({ name, key, set: true });
      }
      expect(env.NODE_ENV).toBe('production');
      expect(env.TEMPORAL_ADDRESS).toBe('temporal:7233');
      expect(env.DATABASE_URL).toMatch(/^postgresql:\/\/gateway:.*@postgres:5432\/gateway$/);
      // No default secret: compose refuses to start without one.
      expect(env.JWT_SECRET).toMatch(/^\$\{JWT_SECRET:\?/);
      // Issue 46 s5: each key its own, none with a default (api/src/config/secrets.ts).
      for (const key of ['WEBHOOK_SECRETS_KEY', 'FILE_URL_SECRET', 'SANDBOX_WEBHOOK_SECRET']) expect(String(env[key])).toMatch(new RegExp(`^\\$\\{${key}:\\?`));
      expect(env.DEV_MODE).toBeUndefined();
      // Mail leaves by SMTP (never .eml files on one replica's disk); files live in MinIO.
      expect(env.SMTP_URL).toMatch(/smtp:\/\//);
      expect(env.S3_INTERNAL_ENDPOINT).toBe('http://minio:9000');
      expect(services[name].volumes).toBeUndefined();
    }
    expect(services.api.environment!.PORT).toBe('4000');
    expect(services.minio.environment!.MINIO_ROOT_USER).toBe(services.api.environment!.S3_ACCESS_KEY_ID);
    expect([services['minio-setup'].command].flat().join('\n')).toContain(`mb --ignore-existing gateway/${services.api.environment!.S3_BUCKET}`);
  });

  it('migrates once before any replica, and starts replicas after Temporal, S3 and the migrations', () => {
    for (const name of ['api', 'worker']) {
      expect(dependsOn(name)).toMatchObject({
        migrate: { condition: 'service_completed_successfully' },
        'temporal-setup': { condition: 'service_completed_successfully' },
        'minio-setup': { condition: 'service_completed_successfully' },
      });
    }
    expect(dependsOn('migrate')).toMatchObject({ postgres: { condition: 'service_healthy' } });
    expect(services.api.healthcheck?.test.join(' ')).toContain('/health');
    expect(dependsOn('proxy')).toMatchObject({ api: { condition: 'service_healthy' } });
  });

  it('sends the web app as built: precompressed in the image, the proxy passing encodings and cache headers through', () => {
    // The image builds the web workspace (vite build: .br and .gz beside every text asset, web/vite.config.ts) before pruning dev packages.
    expect(readFileSync(dockerfile('api'), 'utf8')).toMatch(/^RUN npm run build && npm prune --omit=dev$/m);
    expect((JSON.parse(readFileSync(join(root, 'web/package.json'), 'utf8')) as { scripts: { build: string } }).scripts.build).toBe('vite build');
    expect(readFileSync(join(root, 'web/vite.config.ts'), 'utf8')).toMatch(/plugins: \[.*precompress\(\)/);
    // nginx neither compresses again (gzip is off unless turned on) nor drops Accept-Encoding or the API's Cache-Control.
    const conf = readFileSync(join(root, 'docker/nginx.conf'), 'utf8');
    expect(conf).not.toMatch(/^\s*gzip\s+on/m);
    expect(conf).not.toMatch(/proxy_set_header\s+Accept-Encoding|proxy_hide_header|add_header\s+Cache-Control|^\s*expires\s/im);
  });

  it('keeps /metrics off the public edge: the proxy answers 404 for it in any case or form', () => {
    const conf = readFileSync(join(root, 'docker/nginx.conf'), 'utf8');
    // Every location that refuses: its pattern (a `~*` regex, case-insensitive) and what it does.
    const refusing = [...conf.matchAll(/location\s+~\*\s+(\S+)\s*\{\s*return\s+404;\s*\}/g)].map((m) => new RegExp(m[1], 'i'));
    const refused = (path: string) => refusing.some((pattern) => pattern.test(path));
    for (const path of ['/metrics', '/METRICS', '/Metrics/', '/metrics/anything']) expect({ path, refused: refused(path) }).toEqual({ path, refused: true });
    for (const path of ['/', '/api/graphql', '/health', '/ready', '/metrics-dashboard', '/invoices/metrics'])
      expect({ path, refused: refused(path) }).toEqual({ path, refused: false });
    // The refusing location comes before nothing that could win over a regex location (an `=` or `^~` /metrics).
    expect(conf).not.toMatch(/location\s+(=|\^~)\s+\/metrics/i);
    // Prometheus still reaches each replica directly, not through the proxy.
    const prometheus = readFileSync(join(root, 'docker/observability/prometheus.yml'), 'utf8');
    expect(prometheus).not.toMatch(/proxy:4000/);
  });

  it('balances the proxy over every api replica, re-resolving them', () => {
    const conf = readFileSync(join(root, 'docker/nginx.conf'), 'utf8');
    expect(services.proxy.volumes).toContain('./docker/nginx.conf:/etc/nginx/nginx.conf:ro');
    expect(conf).toMatch(/server api:4000 resolve/);
    expect(conf).toMatch(/resolver 127\.0\.0\.11/);
    expect(conf).toMatch(/listen 4000;/);
  });

  it('has an observability profile: collector to Jaeger, Prometheus scraping every replica, Grafana with the payments dashboard', () => {
    const profiled = Object.keys(services).filter((name) => services[name].profiles?.includes('observability'));
    expect(profiled.sort()).toEqual(['grafana', 'jaeger', 'otel-collector', 'prometheus']);
    for (const name of profiled) expect(services[name].image).toMatch(/:[v\d]/);
    const collector = parse(readFileSync(join(root, 'docker/observability/otel-collector.yaml'), 'utf8')) as {
      receivers: { otlp: { protocols: { http: { endpoint: string } } } };
      exporters: Record<string, { endpoint: string }>;
    };
    expect(collector.receivers.otlp.protocols.http.endpoint).toBe('0.0.0.0:4318');
    expect(collector.exporters['otlp/jaeger'].endpoint).toBe('jaeger:4317');
    // The services send to the collector when told to, and the worker serves the port Prometheus scrapes.
    expect(services.api.environment!.OTEL_EXPORTER_OTLP_ENDPOINT).toMatch(/^\$\{OTEL_EXPORTER_OTLP_ENDPOINT:-/);
    const prometheus = parse(readFileSync(join(root, 'docker/observability/prometheus.yml'), 'utf8')) as {
      scrape_configs: { job_name: string; dns_sd_configs: { names: string[]; port: number }[] }[];
    };
    const jobs = Object.fromEntries(prometheus.scrape_configs.map((j) => [j.job_name, j.dns_sd_configs[0]]));
    expect(jobs.api).toMatchObject({ names: ['api'], port: Number(services.api.environment!.PORT) });
    expect(jobs.worker).toMatchObject({ names: ['worker'], port: Number(services.worker.environment!.WORKER_METRICS_PORT) });
    // Every metric the dashboard asks for is one the code defines (or the Temporal Runtime's own).
    const dashboard = JSON.parse(readFileSync(join(root, 'docker/observability/grafana/dashboards/payments.json'), 'utf8')) as {
      panels: { targets: { expr: string }[] }[];
    };
    const code = ['api/src/metrics/metrics.ts', 'api/src/observability/processor-calls.ts'].map((f) => readFileSync(join(root, f), 'utf8')).join('\n');
    for (const expr of dashboard.panels.flatMap((p) => p.targets.map((t) => t.expr))) {
      for (const metric of expr.match(/\b[a-z_]+_(?:total|seconds|latency)(?=_bucket|\b)/g) ?? []) {
        expect({ metric, known: metric.startsWith('temporal_') || code.includes(`'${metric}'`) }).toEqual({ metric, known: true });
      }
    }
    expect(services.grafana.volumes).toContain('./docker/observability/grafana/dashboards:/var/lib/grafana/dashboards:ro');
  });
});
