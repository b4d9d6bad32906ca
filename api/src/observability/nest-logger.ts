import type { LoggerService } from '@nestjs/common';

import { logger } from './logger';

// Nest's start-up chatter (every module and route mapped) buries the lines people need.
// Keep warnings and errors from everything, and info lines from our own contexts only.
const FRAMEWORK = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestFactory', 'NestApplication', 'GraphQLModule']);

/** A message and the optional context Nest passes last (and a stack before it for errors). */
function split(params: unknown[]): { context?: string; stack?: string; extra: unknown[] } {
  const rest = [...params];
  const context = typeof rest[rest.length - 1] === 'string' ? (rest.pop() as string) : undefined;
  const stack = typeof rest[rest.length - 1] === 'string' && String(rest[rest.length - 1]).includes('\n    at ') ? (rest.pop() as string) : undefined;
  return { context, stack, extra: rest };
}

function fields(message: unknown, params: unknown[]): [Record<string, unknown>, string] {
  const { context, stack, extra } = split(params);
  const base: Record<string, unknown> = { ...(context ? { context } : {}), ...(stack ? { stack } : {}), ...(extra.length ? { details: extra } : {}) };
  if (message instanceof Error) return [{ ...base, err: message }, message.message];
  if (typeof message === 'object' && message !== null) return [{ ...base, ...(message as Record<string, unknown>) }, ''];
  return [base, String(message)];
}

/** Nest's logger interface on the process's pino logger (JSON lines on stdout). */
export class PinoNestLogger implements LoggerService {
  log(message: unknown, ...params: unknown[]): void {
    const [object, text] = fields(message, params);
    if (typeof object.context === 'string' && FRAMEWORK.has(object.context)) return;
    logger().info(object, text);
  }
  error(message: unknown, ...params: unknown[]): void {
    logger().error(...fields(message, params));
  }
  warn(message: unknown, ...params: unknown[]): void {
    logger().warn(...fields(message, params));
  }
  debug(message: unknown, ...params: unknown[]): void {
    logger().debug(...fields(message, params));
  }
  verbose(message: unknown, ...params: unknown[]): void {
    logger().trace(...fields(message, params));
  }
  fatal(message: unknown, ...params: unknown[]): void {
    logger().fatal(...fields(message, params));
  }
}
