import { Migration } from '@mikro-orm/migrations';

import { LIST_COUNTED } from './Migration20261127140000_list_counts';

type Counted = (typeof LIST_COUNTED)[number];

/** The slot a transaction writes (Migration20261128000000_list_count_slots), outside format(). */
const SLOT = '(pg_current_xact_id()::text::bigint % 32)::smallint';

/** The grouped upsert of one statement's rows (`rows`: the select of org, key, live, delta). */
function upsert(t: Counted, rows: string): string {
  return `with r as (${rows}),
    k as (select org, key, live, delta from r where org is not null
          union all select 'ffffffff-ffff-ffff-ffff-ffffffffffff'::uuid, key, live, delta from r)
    insert into list_count as c (kind, organization_id, key, livemode, slot, count)
    select '${t.kind}', org, key, live, ${SLOT}, sum(delta) from k
     group by org, key, live having sum(delta) <> 0 order by org, key, live
    on conflict (kind, organization_id, key, livemode, slot) do update set count = c.count + excluded.count`;
}

const rowsOf = (t: Counted, table: 'new_rows' | 'old_rows', delta: 1 | -1) =>
  `select ${t.org} as org, ${t.key} as key, ${t.live} as live, ${delta} as delta from ${table} where ${t.listed}`;

/** One table's counter function, its statements written out (no EXECUTE). */
function staticApply(t: Counted): string {
  return `create or replace function list_count_${t.kind}() returns trigger language plpgsql as $body$
begin
  if TG_OP = 'TRUNCATE' then
    delete from list_count where kind = '${t.kind}';
  elsif TG_OP = 'INSERT' then
    ${upsert(t, rowsOf(t, 'new_rows', 1))};
  elsif TG_OP = 'DELETE' then
    ${upsert(t, rowsOf(t, 'old_rows', -1))};
  else
    ${upsert(t, `${rowsOf(t, 'new_rows', 1)} union all ${rowsOf(t, 'old_rows', -1)}`)};
  end if;
  return null;
end $body$;`;
}

/** The four triggers of a table, calling `fn`. */
function triggers(table: string, fn: string): string[] {
  return [
    `drop trigger if exists list_count_insert on "${table}";`,
    `drop trigger if exists list_count_update on "${table}";`,
    `drop trigger if exists list_count_delete on "${table}";`,
    `drop trigger if exists list_count_truncate on "${table}";`,
    `create trigger list_count_insert after insert on "${table}" referencing new table as new_rows for each statement execute function ${fn};`,
    `create trigger list_count_update after update on "${table}" referencing old table as old_rows new table as new_rows for each statement execute function ${fn};`,
    `create trigger list_count_delete after delete on "${table}" referencing old table as old_rows for each statement execute function ${fn};`,
    `create trigger list_count_truncate after truncate on "${table}" for each statement execute function ${fn};`,
  ];
}

// The counters' triggers with their statements written out, one function per counted table
// (issue 13). The shared list_count_apply built its upsert as text and ran it with EXECUTE, which
// PostgreSQL parses and plans at every call; a function's own statements keep their plan for the
// session. Measured on the paid invoice's UPDATE: the trigger 0.26 to 0.46 ms warm, 3.9 ms on a
// new connection, against 0.07 to 0.09 and 1.5 ms written out (docs/performance.md section 14).
// The counts are unchanged: the same rows, keys and slots. list_count_track (a later table) still
// installs the shared function.
export class Migration20261128120000_list_count_static extends Migration {
  override name = 'Migration20261128120000_list_count_static';

  override up(): void {
    for (const t of LIST_COUNTED) {
      this.addSql(staticApply(t));
      for (const sql of triggers(t.kind, `list_count_${t.kind}()`)) this.addSql(sql);
    }
  }

  override down(): void {
    for (const t of LIST_COUNTED) {
      const args = [t.kind, t.org, t.key, t.live, t.listed].map((a) => `'${a.replace(/'/g, "''")}'`).join(', ');
      for (const sql of triggers(t.kind, `list_count_apply(${args})`)) this.addSql(sql);
      this.addSql(`drop function if exists list_count_${t.kind}();`);
    }
  }
}
