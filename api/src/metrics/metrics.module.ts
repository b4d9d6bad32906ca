import { type MiddlewareConsumer, Module, type NestModule } from '@nestjs/common';

import { httpDuration, routeLabel } from './metrics';
import { MetricsController } from './metrics.controller';

interface TimedRequest {
  method: string;
  path: string;
  route?: { path?: string };
  baseUrl?: string;
}
interface TimedResponse {
  statusCode: number;
  once: (event: 'finish', listener: () => void) => void;
}

/** HTTP latency of every request, labelled by the route pattern it matched. */
function timeRequests(req: TimedRequest, res: TimedResponse, next: () => void): void {
  const started = performance.now();
  res.once('finish', () => {
    const matched = req.route?.path ? `${req.baseUrl ?? ''}${req.route.path}` : undefined;
    httpDuration.observe({ method: req.method, route: routeLabel(req.path, matched), status: String(res.statusCode) }, (performance.now() - started) / 1000);
  });
  next();
}

@Module({ controllers: [MetricsController] })
export class MetricsModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(timeRequests).forRoutes('*');
  }
}
