import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * DSP-<year>-<n> from a PostgreSQL sequence (no locks, never reused); `jump` moves the sequence
 * a random way on, past codes an older Temporal history may still hold.
 */
export async function nextDisputeCode(em: EntityManager, jump = false): Promise<string> {
  const sql = jump
    ? `select setval('dispute_code_seq', nextval('dispute_code_seq') + floor(random() * 100000)::int) as n`
    : `select nextval('dispute_code_seq') as n`;
  const [row] = await em.execute<{ n: string }[]>(sql);
  return `DSP-${new Date().getUTCFullYear()}-${String(row.n).padStart(6, '0')}`;
}
