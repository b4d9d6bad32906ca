import type { EntityManager } from '@mikro-orm/postgresql';

import type { AppConfig } from '../config/app-config';
import type { EventsService } from '../events/events.service';
import type { LedgerService } from '../ledger/ledger.service';
import type { MailService } from '../mail/mail.service';
import type { ProcessorLookup } from '../payments/processor-lookup';

/** What the activities of the money processes (invoice, checkout, refund, dispute) are built with. */
export interface MoneyActivityDeps {
  /** The root EntityManager; every activity call forks it. */
  em: EntityManager;
  mail: MailService;
  events: EventsService;
  processors: ProcessorLookup;
  config: AppConfig;
  /** Money events post to the organization's ledger in the transaction that records them. */
  ledger: LedgerService;
}
