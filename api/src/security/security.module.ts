import { type MiddlewareConsumer, Module, type NestModule } from '@nestjs/common';

import { BatchLimitMiddleware } from './batch-limit.middleware';

/** Request limits that need the parsed body (applied after Nest's body parser). */
@Module({})
export class SecurityModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    // Mounted on every path (it looks at the GraphQL endpoint only): a middleware mounted at
    // /api/graphql itself would leave that mount in req.baseUrl, doubling the metrics' route label.
    consumer.apply(BatchLimitMiddleware).forRoutes('*');
  }
}
