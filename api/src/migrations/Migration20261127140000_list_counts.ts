import { Migration } from '@mikro-orm/migrations';

/**
 * How each listed table is counted: the organization column (none: only the all-organizations
 * row), the key (the list's filterable columns joined by ':'), the mode column and which rows are
 * listed. Invoices and checkouts are keyed by whether a transfer holds them too (the
 * /transactions tabs list those none holds). Disputes get `livemode` as soon as their table has the column: one line.
 */
export const LIST_COUNTED = [
  { kind: 'invoice', org: 'owner_id', key: `status || ':' || (transfer_id is not null)::text`, live: 'true', listed: 'deleted_at is null' },
  { kind: 'web_payment', org: 'owner_id', key: `status || ':' || (transfer_id is not null)::text`, live: 'livemode', listed: 'true' },
  { kind: 'refund', org: 'owner_id', key: `status || ':' || progress_status`, live: 'livemode', listed: 'true' },
  { kind: 'dispute', org: 'owner_id', key: `status || ':' || progress_status`, live: 'livemode', listed: 'true' },
  { kind: 'transfer', org: 'null::uuid', key: 'status', live: 'true', listed: 'true' },
  { kind: 'app_user', org: 'organization_id', key: `role::text || ':' || locked::text`, live: 'true', listed: 'true' },
  { kind: 'organization', org: 'null::uuid', key: `type || ':' || status`, live: 'true', listed: 'true' },
] as const;

/**
 * The trigger function that keeps the counters; `slot`: the SQL (inside format(), so `%%` for
 * `%`) of the counter slot a statement writes (Migration20261128000000_list_count_slots changed it).
 */
export function listCountApply(verb: 'create' | 'create or replace', slot: string): string {
  return `${verb} function list_count_apply() returns trigger language plpgsql as $body$
declare
  rows_sql text;
  one text := 'select %s as org, %s as key, %s as live, %s as delta from %s where %s';
begin
  if TG_OP = 'TRUNCATE' then
    delete from list_count where kind = TG_ARGV[0];
    return null;
  end if;
  rows_sql := case TG_OP
    when 'INSERT' then format(one, TG_ARGV[1], TG_ARGV[2], TG_ARGV[3], 1, 'new_rows', TG_ARGV[4])
    when 'DELETE' then format(one, TG_ARGV[1], TG_ARGV[2], TG_ARGV[3], -1, 'old_rows', TG_ARGV[4])
    else format(one, TG_ARGV[1], TG_ARGV[2], TG_ARGV[3], 1, 'new_rows', TG_ARGV[4]) || ' union all ' ||
         format(one, TG_ARGV[1], TG_ARGV[2], TG_ARGV[3], -1, 'old_rows', TG_ARGV[4])
  end;
  execute format($sql$
    with r as (%s),
    k as (select org, key, live, delta from r where org is not null
          union all select 'ffffffff-ffff-ffff-ffff-ffffffffffff'::uuid, key, live, delta from r)
    insert into list_count as c (kind, organization_id, key, livemode, slot, count)
    select $1, org, key, live, ${slot}, sum(delta) from k
     group by org, key, live having sum(delta) <> 0 order by org, key, live
    on conflict (kind, organization_id, key, livemode, slot) do update set count = c.count + excluded.count$sql$, rows_sql)
  using TG_ARGV[0];
  return null;
end $body$;`;
}

// The lists' totals (issue 13): `list_count` holds, per list kind, organization (and a nil-UUID row
// for all of them), key and mode, how many rows the list has. Statement-level triggers with
// transition tables keep it: one grouped upsert per statement (a bulk insert of 100,000 rows is
// one upsert, not 100,000), an update that changes no key writes nothing, and the rows are
// upserted in key order so that two statements never take the same counter rows in opposite
// orders. Each backend writes its own slot (pid % 8; each transaction since
// Migration20261128000000_list_count_slots): concurrent writes to one organization rarely wait.
// TRUNCATE (the tests) empties the kind's counters.
export class Migration20261127140000_list_counts extends Migration {
  override name = 'Migration20261127140000_list_counts';

  override up(): void {
    this.addSql(
      `create table "list_count" ("kind" varchar(255) not null, "organization_id" uuid not null, "key" varchar(255) not null, "livemode" boolean not null, "slot" smallint not null, "count" bigint not null default '0', primary key ("kind", "organization_id", "key", "livemode", "slot"));`,
    );
    // TG_ARGV: kind, organization expression, key expression, mode expression, listed condition.
    this.addSql(listCountApply('create', 'pg_backend_pid() %% 8'));
    // Installs the triggers of one table and counts its rows as they are now (the migration's
    // transaction holds the triggers' lock, so no write slips between the count and the triggers).
    this.addSql(`create function list_count_track(p_kind text, p_org text, p_key text, p_live text, p_listed text) returns void language plpgsql as $body$
declare
  args text := format('%L, %L, %L, %L, %L', p_kind, p_org, p_key, p_live, p_listed);
begin
  execute format('drop trigger if exists list_count_insert on %I', p_kind);
  execute format('drop trigger if exists list_count_update on %I', p_kind);
  execute format('drop trigger if exists list_count_delete on %I', p_kind);
  execute format('drop trigger if exists list_count_truncate on %I', p_kind);
  execute format('create trigger list_count_insert after insert on %I referencing new table as new_rows for each statement execute function list_count_apply(%s)', p_kind, args);
  execute format('create trigger list_count_update after update on %I referencing old table as old_rows new table as new_rows for each statement execute function list_count_apply(%s)', p_kind, args);
  execute format('create trigger list_count_delete after delete on %I referencing old table as old_rows for each statement execute function list_count_apply(%s)', p_kind, args);
  execute format('create trigger list_count_truncate after truncate on %I for each statement execute function list_count_apply(%s)', p_kind, args);
  delete from list_count where kind = p_kind;
  execute format($sql$
    with r as (select %s as org, %s as key, %s as live from %I where %s),
    k as (select org, key, live from r where org is not null
          union all select 'ffffffff-ffff-ffff-ffff-ffffffffffff'::uuid, key, live from r)
    insert into list_count (kind, organization_id, key, livemode, slot, count)
    select %L, org, key, live, 0, count(*) from k group by org, key, live$sql$, p_org, p_key, p_live, p_kind, p_listed, p_kind);
end $body$;`);
    this.addSql(
      `create index "invoice_awaiting_transfer_index" on "invoice" ("paid_at", "id") where "status" = 'paid' and "transfer_id" is null and "deleted_at" is null;`,
    );
    this.addSql(`create index "app_user_organization_id_name_surname_id_index" on "app_user" ("organization_id", "name", "surname", "id");`);
    for (const t of LIST_COUNTED) this.addSql(`select list_count_track('${t.kind}', '${t.org}', '${t.key.replace(/'/g, "''")}', '${t.live}', '${t.listed}');`);
  }

  override down(): void {
    for (const t of LIST_COUNTED) {
      for (const op of ['insert', 'update', 'delete', 'truncate']) this.addSql(`drop trigger if exists list_count_${op} on "${t.kind}";`);
    }
    this.addSql(`drop index if exists "invoice_awaiting_transfer_index";`);
    this.addSql(`drop index if exists "app_user_organization_id_name_surname_id_index";`);
    this.addSql(`drop function if exists list_count_track(text, text, text, text, text);`);
    this.addSql(`drop function if exists list_count_apply();`);
    this.addSql(`drop table if exists "list_count" cascade;`);
  }
}
