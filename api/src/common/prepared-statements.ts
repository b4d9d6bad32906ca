import type { EntityManager } from '@mikro-orm/postgresql';
import { CompiledQuery, type Kysely, type Transaction } from 'kysely';
import { Client } from 'pg';

// Named prepared statements for the statements on every payment's way. `em.execute` writes the
// values into the SQL text, so PostgreSQL parses and plans each call anew, and for these the plan
// cost more than the run (a pay bench with pg_stat_statements.track_planning: 2.6 ms of planning
// against 3.6 ms of execution per payment; the chargeable invoice's read 0.56 ms to plan, 0.05 ms
// to run). A named statement with bound values is parsed once per connection and, after five
// runs, kept as a generic plan: right for lookups and writes by a key, where every value gives the
// same plan; not for a list whose best plan depends on the organization's size, so only the
// statements made with `prepared` run this way.

/** A statement made once (module scope): its name on the connection and its text with $1, $2, ... */
export interface PreparedStatement {
  readonly name: string;
  readonly text: string;
}

const MARK = /^\/\* prepared: ([a-z0-9-]+) \*\//;

/**
 * `sql` (with `?` placeholders, as em.execute takes it) as the prepared statement `name`:
 * lower-case letters, digits and dashes, one text per name.
 */
export function prepared(name: string, sql: string): PreparedStatement {
  if (!/^[a-z0-9-]+$/.test(name)) throw new Error(`A prepared statement's name is lower-case letters, digits and dashes: ${name}`);
  if (sql.includes('??') || sql.includes('\\?')) throw new Error(`Prepared statement ${name}: only plain ? placeholders`);
  let n = 0;
  return { name, text: `/* prepared: ${name} */ ${sql.replace(/\?/g, () => `$${++n}`)}` };
}

type Context = Kysely<unknown> | Transaction<unknown>;

/**
 * Runs a prepared statement with its values bound (not written into the text) in the caller's
 * transaction, if any, as em.execute would; errors as MikroORM's (e.g. UniqueConstraintViolationException).
 */
export async function executePrepared<T extends object>(em: EntityManager, statement: PreparedStatement, values: readonly unknown[]): Promise<T[]> {
  const context: Context = em.getTransactionContext<Transaction<unknown>>() ?? em.getConnection().getClient<unknown>();
  try {
    const result = await context.executeQuery<T>(CompiledQuery.raw(statement.text, [...values]));
    return [...result.rows];
  } catch (error) {
    throw em.getDriver().convertException(error as Error);
  }
}

type Query = (this: Client, ...args: unknown[]) => unknown;

/**
 * The pool's client (pg's `Client` option): a statement of `prepared` with its values runs as a
 * named prepared statement (pg prepares it on the connection's first use of the name, then only
 * binds and executes it); everything else as pg runs it.
 */
export class PreparingClient extends Client {}

const plainQuery = Reflect.get(Client.prototype, 'query') as Query;
// On the prototype, not as an override: pg's `query` has a dozen overloads to match.
(PreparingClient.prototype as unknown as { query: Query }).query = function (this: Client, ...args: unknown[]) {
  const [text, values] = args;
  const name = args.length === 2 && typeof text === 'string' && Array.isArray(values) ? MARK.exec(text)?.[1] : undefined;
  return name ? plainQuery.call(this, { name, text, values }) : plainQuery.apply(this, args);
};
