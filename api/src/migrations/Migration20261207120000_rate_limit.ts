import { Migration } from '@mikro-orm/migrations';

// Issue 46: per-address and per-user rate limits shared by every API process (RateLimitService).
export class Migration20261207120000_rate_limit extends Migration {
  override name = 'Migration20261207120000_rate_limit';

  override up(): void {
    this.addSql(`create table "rate_limit" ("key" text not null, "hits" int not null default 0, "window_start" timestamptz not null, primary key ("key"));`);
  }

  override down(): void {
    this.addSql(`drop table if exists "rate_limit";`);
  }
}
