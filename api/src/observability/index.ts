// What the worker (and tests) use of the API's observability: logs, tracing, Temporal's tracing.
export { createLogger, initLogger, logger, type Logger } from './logger';
export { PinoNestLogger } from './nest-logger';
export { withLogContext, currentLogContext, type LogContext } from './log-context';
export { startTracing, stopTracing, currentTracing, type Tracing } from './tracing';
export { temporalTracingPlugins } from './temporal-tracing';
export { processorCallsTotal } from './processor-calls';
