import { Migration } from '@mikro-orm/migrations';

import { listCountApply } from './Migration20261127140000_list_counts';

// The counters' slot by transaction, not by backend, over 32 slots instead of 8 (issue 13). By
// backend (pid % 8), pooled connections that shared a slot waited for each other's commit on the
// same counter rows: every payment of a merchant moves its invoice from 'unpaid' to 'paid', and at
// 16 payers the invoice update waited 13 ms on average, halving payments per second
// (docs/performance.md section 1, 2026-11-28). Concurrent transactions have distinct ids, so
// they rarely share one of 32 slots; each transaction still writes one slot for all its statements.
export class Migration20261128000000_list_count_slots extends Migration {
  override name = 'Migration20261128000000_list_count_slots';

  override up(): void {
    this.addSql(listCountApply('create or replace', '(pg_current_xact_id()::text::bigint %% 32)::smallint'));
  }

  override down(): void {
    this.addSql(listCountApply('create or replace', 'pg_backend_pid() %% 8'));
  }
}
