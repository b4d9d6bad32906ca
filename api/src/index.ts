// What other packages (the worker, tests) import from the API without starting its HTTP server.
export { WorkerModule } from './worker/worker.module';
export { buildActivities } from './worker/activities';
export { loadConfig, APP_CONFIG, type AppConfig } from './config/app-config';
export { QuietLogger } from './common/quiet-logger';
export { temporalConnectionSettings } from './temporal/temporal-connection';
export * from './observability';
