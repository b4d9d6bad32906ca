import { type MiddlewareConsumer, Module, type NestModule, type OnApplicationShutdown } from '@nestjs/common';

import { requestLogging } from './http-logging';
import { stopTracing } from './tracing';

/** Request ids and one log line per request, on every route (GraphQL, REST, webhooks, the app). */
@Module({})
export class ObservabilityModule implements NestModule, OnApplicationShutdown {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(requestLogging).forRoutes('*');
  }

  /** The spans still batched are sent before the process ends. */
  async onApplicationShutdown(): Promise<void> {
    await stopTracing();
  }
}
