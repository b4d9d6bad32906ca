// What other packages (the worker, tests) import from the API without starting its HTTP server.
export { QuietLogger } from './common/quiet-logger';
export { APP_CONFIG, type AppConfig, loadConfig } from './config/app-config';
export * from './observability';
export { temporalConnectionSettings } from './temporal/temporal-connection';
export { buildActivities } from './worker/activities';
export { WorkerModule } from './worker/worker.module';
