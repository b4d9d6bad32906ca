import { EntityManager } from '@mikro-orm/postgresql';
import { Body, Controller, Delete, Get, HttpCode, HttpException, HttpStatus, Param, Put } from '@nestjs/common';

import { setSandboxFault } from './sandbox.processor';
import { SANDBOX_ACQUIRERS, SANDBOX_FAULT_MODES, type SandboxAcquirer, SandboxFault, type SandboxFaultMode } from './sandbox-fault.entity';

/** The longest fault the control endpoint sets: a forgotten one ends by itself. */
const MAX_FAULT_SECONDS = 3600;

export interface SandboxFaultView {
  acquirer: SandboxAcquirer;
  mode: SandboxFaultMode;
  until: string;
}

/** Test and development only: a production API answers 404, as if the endpoint did not exist. */
export function sandboxControlAllowed(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.NODE_ENV !== 'production';
}

const notFound = () => new HttpException({ error: { type: 'invalid_request_error', code: 'resource_missing', message: 'Not found' } }, HttpStatus.NOT_FOUND);
const invalid = (param: string, message: string) =>
  new HttpException({ error: { type: 'invalid_request_error', code: 'parameter_invalid', message, param } }, HttpStatus.BAD_REQUEST);

function acquirerOf(name: string): SandboxAcquirer {
  if (!(SANDBOX_ACQUIRERS as readonly string[]).includes(name)) throw invalid('acquirer', `Unknown Sandbox acquirer '${name}' (sandbox, sandboxB)`);
  return name as SandboxAcquirer;
}

// Issue 41: makes a Sandbox acquirer misbehave for a period, for tests, drills and demos:
// `PUT /sandbox/control/faults/sandbox {"mode":"down","seconds":60}`. Every charge at that
// acquirer then times out, answers 5xx, is rate-limited (429) or finds it down, until the period
// ends or `DELETE` clears it. Refused (404) when NODE_ENV=production.
@Controller('sandbox/control')
export class SandboxControlController {
  constructor(private readonly em: EntityManager) {}

  @Get('faults')
  async list(): Promise<SandboxFaultView[]> {
    if (!sandboxControlAllowed()) throw notFound();
    const rows = await this.em.fork().find(SandboxFault, { until: { $gt: new Date() } }, { orderBy: { acquirer: 'asc' } });
    return rows.map((row) => ({ acquirer: row.acquirer as SandboxAcquirer, mode: row.mode, until: row.until.toISOString() }));
  }

  @Put('faults/:acquirer')
  async set(@Param('acquirer') name: string, @Body() body: { mode?: unknown; seconds?: unknown }): Promise<SandboxFaultView> {
    if (!sandboxControlAllowed()) throw notFound();
    const acquirer = acquirerOf(name);
    const mode = body?.mode;
    if (typeof mode !== 'string' || !(SANDBOX_FAULT_MODES as readonly string[]).includes(mode))
      throw invalid('mode', `mode must be one of ${SANDBOX_FAULT_MODES.join(', ')}`);
    const seconds = body?.seconds;
    if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds <= 0 || seconds > MAX_FAULT_SECONDS)
      throw invalid('seconds', `seconds must be a number above 0, at most ${MAX_FAULT_SECONDS}`);
    const em = this.em.fork();
    await setSandboxFault(em, acquirer, mode as SandboxFaultMode, seconds * 1000);
    const row = await em.findOneOrFail(SandboxFault, { acquirer });
    return { acquirer, mode: row.mode, until: row.until.toISOString() };
  }

  @Delete('faults/:acquirer')
  @HttpCode(HttpStatus.NO_CONTENT)
  async clear(@Param('acquirer') name: string): Promise<void> {
    if (!sandboxControlAllowed()) throw notFound();
    await this.em.fork().nativeDelete(SandboxFault, { acquirer: acquirerOf(name) });
  }
}
