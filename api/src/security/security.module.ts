import { Global, type MiddlewareConsumer, Module, type NestModule } from '@nestjs/common';

import { BatchLimitMiddleware } from './batch-limit.middleware';
import { RateLimitService } from './rate-limit.service';

/**
 * Request limits that need the parsed body (applied after Nest's body parser), and the shared
 * rate limiter (global: sign-up, reset links, business requests and summaries all take from it).
 */
@Global()
@Module({ providers: [RateLimitService], exports: [RateLimitService] })
export class SecurityModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    // Mounted on every path (it looks at the GraphQL endpoint only): a middleware mounted at
    // /api/graphql itself would leave that mount in req.baseUrl, doubling the metrics' route label.
    consumer.apply(BatchLimitMiddleware).forRoutes('*');
  }
}
