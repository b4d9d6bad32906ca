import { Migration } from '@mikro-orm/migrations';

const BEHAVIOURS = ['succeed', 'decline', 'insufficient_funds', 'expired_card', 'incorrect_cvc', 'processing_error', 'lose_answer', 'server_error'];
const REFUND_FAULTS = ['refund_slow', 'refund_in_progress', 'refund_server_error'];
const check = (values: string[]) =>
  `alter table "sandbox_token" add constraint "sandbox_token_behaviour_check" check ("behaviour" in (${values.map((v) => `'${v}'`).join(', ')}));`;

// Issue 47: Sandbox test cards whose refunds are slow, in progress (409) or 5xx on the first call.
export class Migration20261207210000_sandbox_refund_faults extends Migration {
  override name = 'Migration20261207210000_sandbox_refund_faults';

  override up(): void {
    this.addSql(`alter table "sandbox_token" drop constraint if exists "sandbox_token_behaviour_check";`);
    this.addSql(check([...BEHAVIOURS, ...REFUND_FAULTS]));
  }

  override down(): void {
    this.addSql(`delete from "sandbox_token" where "behaviour" in (${REFUND_FAULTS.map((v) => `'${v}'`).join(', ')});`);
    this.addSql(`alter table "sandbox_token" drop constraint if exists "sandbox_token_behaviour_check";`);
    this.addSql(check(BEHAVIOURS));
  }
}
