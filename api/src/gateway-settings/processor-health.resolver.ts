import { Query, Resolver } from '@nestjs/graphql';

import { ProcessorRegistry } from '../payments/processor-registry';
import { ProcessorHealthType } from './dtos/processor-health.type';
import { GatewaySettingsService } from './gateway-settings.service';

// Issue 41: each processor's health (breaker state, success rate, p95 latency) for the gateway
// settings and the platform dashboard. PG Admin only (OPERATION_ACCESS in @pg/domain).
@Resolver(() => ProcessorHealthType)
export class ProcessorHealthResolver {
  constructor(
    private readonly registry: ProcessorRegistry,
    private readonly gateways: GatewaySettingsService,
  ) {}

  @Query(() => [ProcessorHealthType], { description: 'Every available processor: circuit breaker state, success rate and p95 latency of recent calls' })
  async processorHealth(): Promise<ProcessorHealthType[]> {
    const [rows, gateways] = await Promise.all([this.registry.healthStore.read(), this.gateways.paymentGateways()]);
    const names = new Map(gateways.map((g) => [g.name, g.displayName]));
    return this.registry.available().map((processor) => {
      const row = rows.find((r) => r.processor === processor);
      return {
        processor,
        displayName: names.get(processor) ?? processor,
        state: row?.state ?? 'closed',
        calls: row?.calls ?? 0,
        successRate: row?.successRate ?? null,
        p95Ms: row?.p95Ms === null || row?.p95Ms === undefined ? null : Math.round(row.p95Ms),
        updatedAt: row?.updatedAt ?? null,
      };
    });
  }
}
