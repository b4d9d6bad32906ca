import { Controller, Get, Header } from '@nestjs/common';

import { metricsRegistry } from './metrics';

/** GET /metrics: Prometheus text format, for the operator's scraper (keep it off the public edge). */
@Controller()
export class MetricsController {
  @Get('metrics')
  @Header('Content-Type', metricsRegistry.contentType)
  @Header('Cache-Control', 'no-store')
  metrics(): Promise<string> {
    return metricsRegistry.metrics();
  }
}
