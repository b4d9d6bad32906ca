// What the worker (and tests) use of the API's observability: logs, tracing, Temporal's tracing.
export { currentLogContext, type LogContext, withLogContext } from './log-context';
export { createLogger, initLogger, type Logger, logger } from './logger';
export { PinoNestLogger } from './nest-logger';
export { processorCallsTotal } from './processor-calls';
export { temporalTracingPlugins } from './temporal-tracing';
export { currentTracing, startTracing, stopTracing, type Tracing } from './tracing';
