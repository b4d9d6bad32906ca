// SQL statement counts from pg_stat_statements (the bench's PostgreSQL preloads it).

export async function resetStatements(db) {
  await db.query('select pg_stat_statements_reset()');
}

/**
 * Statements executed since the last reset, per request, excluding the bench's own queries on
 * pg_stat_statements. `top`: by total time, with a one-line excerpt of each.
 */
export async function statementsSince(db, requests) {
  const { rows } = await db.query(
    `select query, calls::int, total_exec_time::float8 as total, mean_exec_time::float8 as mean
       from pg_stat_statements
      where dbid = (select oid from pg_database where datname = current_database())
        and query not ilike '%pg_stat_statements%'
      order by total_exec_time desc`,
  );
  return statementsPerRequest(rows, requests);
}

/**
 * pg_stat_statements rows over `requests` alike requests. A statement of the request runs at least
 * once in each; one that ran fewer times than there were requests is the platform's background
 * work in the same window (the webhook dispatcher's polls, the ledger's roll-up), counted apart in
 * `background` so that `perRequest` is what a request costs. Every row stays in `top`.
 */
export function statementsPerRequest(rows, requests) {
  const own = rows.filter((r) => r.calls >= requests);
  const sum = (list, key) => list.reduce((s, r) => s + r[key], 0);
  return {
    perRequest: sum(own, 'calls') / requests,
    background: (sum(rows, 'calls') - sum(own, 'calls')) / requests,
    msPerRequest: sum(own, 'total') / requests,
    top: rows.map((r) => ({ query: excerpt(r.query), fullQuery: r.query, perRequest: r.calls / requests, mean: r.mean })),
  };
}

/** ", plus 0.25 a request of the platform's background work": the part `perRequest` leaves out, when there is one. */
export function backgroundNote(statements, per = 'a request') {
  return statements.background > 0 ? `, plus ${statements.background.toFixed(2)} ${per} of the platform's background work (not counted)` : '';
}

function excerpt(sql) {
  const one = sql.replace(/\s+/g, ' ').trim();
  return one.length > 90 ? `${one.slice(0, 87)}...` : one;
}
