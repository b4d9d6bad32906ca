import { Migration } from '@mikro-orm/migrations';

// Issue 44, step-up for money actions: when this session last gave its second factor for each
// action ({"approveRefund": 1796675400}, unix seconds). A column of the session, not a table: a
// handful of keys at most, read only by the session's own money actions, and gone with the session.
export class Migration20261208080000_step_up extends Migration {
  override name = 'Migration20261208080000_step_up';

  override up(): void {
    this.addSql(`alter table "auth_session" add column "step_ups" jsonb not null default '{}';`);
  }

  override down(): void {
    this.addSql(`alter table "auth_session" drop column "step_ups";`);
  }
}
