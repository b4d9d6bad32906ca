import { Migration } from '@mikro-orm/migrations';

// Issue 42: the REST API's per-key token buckets in PostgreSQL, so every API replica spends one
// allowance (ApiRateLimiter). Unlogged: a bucket is worth no WAL, no replica and no backup; after
// a crash PostgreSQL empties the table and every key starts with a full burst.
export class Migration20261208060000_api_rate_bucket extends Migration {
  override name = 'Migration20261208060000_api_rate_bucket';

  override up(): void {
    this.addSql(`create unlogged table "api_rate_bucket" (
      "key_id" text not null, "tokens" double precision not null, "at_ms" double precision not null,
      "allowed" boolean not null default true,
      constraint "api_rate_bucket_pkey" primary key ("key_id"));`);
  }

  override down(): void {
    this.addSql(`drop table if exists "api_rate_bucket";`);
  }
}
