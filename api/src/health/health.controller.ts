import { EntityManager } from '@mikro-orm/postgresql';
import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';

@Controller()
export class HealthController {
  constructor(private readonly em: EntityManager) {}

  /** Ready when the database answers; used by npm start, tests and container health checks. */
  @Get('health')
  async health(): Promise<{ status: 'ok' }> {
    try {
      await this.em.getConnection().execute('select 1');
      return { status: 'ok' };
    } catch {
      throw new ServiceUnavailableException('database unavailable');
    }
  }
}
