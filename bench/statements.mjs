// SQL statement counts from pg_stat_statements (the bench's PostgreSQL preloads it).

export async function resetStatements(db) {
  await db.query('select pg_stat_statements_reset()');
}

/**
 * Statements executed since the last reset, divided by `requests`, excluding the bench's own
 * queries on pg_stat_statements. `top`: by total time, with a one-line excerpt of each.
 */
export async function statementsSince(db, requests) {
  const { rows } = await db.query(
    `select query, calls::int, total_exec_time::float8 as total, mean_exec_time::float8 as mean
       from pg_stat_statements
      where dbid = (select oid from pg_database where datname = current_database())
        and query not ilike '%pg_stat_statements%'
      order by total_exec_time desc`,
  );
  const calls = rows.reduce((s, r) => s + r.calls, 0);
  const total = rows.reduce((s, r) => s + r.total, 0);
  return {
    perRequest: calls / requests,
    msPerRequest: total / requests,
    top: rows.map((r) => ({ query: excerpt(r.query), fullQuery: r.query, perRequest: r.calls / requests, mean: r.mean })),
  };
}

function excerpt(sql) {
  const one = sql.replace(/\s+/g, ' ').trim();
  return one.length > 90 ? `${one.slice(0, 87)}...` : one;
}
