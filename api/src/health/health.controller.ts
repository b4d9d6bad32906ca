import { EntityManager } from '@mikro-orm/postgresql';
import { Controller, Get, HttpStatus, Res } from '@nestjs/common';

import { bounded } from '../temporal/bounded-call';
import { TemporalService } from '../temporal/temporal.service';

/** How long a readiness check waits for each dependency. */
const CHECK_MS = 2000;

const within = <T>(promise: Promise<T>): Promise<T> =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timed out')), CHECK_MS).unref())]);

interface JsonResponse {
  status: (code: number) => JsonResponse;
  json: (body: unknown) => void;
}

@Controller()
export class HealthController {
  constructor(
    private readonly em: EntityManager,
    private readonly temporal: TemporalService,
  ) {}

  /** Liveness: the process answers (a restart is the remedy when it does not). No dependency is asked. */
  @Get('health')
  health(): { status: 'ok' } {
    return { status: 'ok' };
  }

  /**
   * Readiness: PostgreSQL and Temporal both answer, so requests can be served; 503 naming what
   * is down otherwise (a load balancer sends traffic elsewhere meanwhile). npm start waits on it.
   */
  @Get('ready')
  async ready(@Res() res: JsonResponse): Promise<void> {
    const [database, temporal] = await Promise.all([
      within(this.em.execute('select 1')).then(
        () => 'ok' as const,
        () => 'unavailable' as const,
      ),
      within(this.temporal.getClient())
        .then((client) => bounded(client, CHECK_MS, () => client.workflowService.getSystemInfo({})))
        .then(
          () => 'ok' as const,
          () => 'unavailable' as const,
        ),
    ]);
    const ok = database === 'ok' && temporal === 'ok';
    res.status(ok ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE).json({ status: ok ? 'ready' : 'unavailable', checks: { database, temporal } });
  }
}
