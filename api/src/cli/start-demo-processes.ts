import { MikroORM } from '@mikro-orm/postgresql';

import { loadConfig } from '../config/app-config';
import { ormConfig } from '../database/mikro-orm.config';
import { startDemoProcesses } from '../seeders/demo-processes';
import { TemporalService } from '../temporal/temporal.service';

// `npm start` runs this after the demo data: the open demo records' processes, visible in Temporal UI.
async function main(): Promise<void> {
  const config = loadConfig();
  const orm = await MikroORM.init(ormConfig(config.databaseUrl));
  const temporal = new TemporalService(config);
  try {
    const { started, present } = await startDemoProcesses(orm.em.fork(), temporal, config.refundReminderMs);
    console.log(`demo processes: ${started} started, ${present} already there`);
  } finally {
    await temporal.onApplicationShutdown();
    await orm.close();
  }
}

main().catch((error: unknown) => {
  console.error(`starting the demo processes failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
