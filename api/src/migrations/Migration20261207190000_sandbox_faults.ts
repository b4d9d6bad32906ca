import { Migration } from '@mikro-orm/migrations';

// Issue 47: Sandbox test cards that lose an answer or answer 5xx (SANDBOX_FAULTS).
export class Migration20261207190000_sandbox_faults extends Migration {
  override name = 'Migration20261207190000_sandbox_faults';

  override up(): void {
    this.addSql(`alter table "sandbox_token" drop constraint if exists "sandbox_token_behaviour_check";`);
    this.addSql(
      `alter table "sandbox_token" add constraint "sandbox_token_behaviour_check" check ("behaviour" in ('succeed', 'decline', 'insufficient_funds', 'expired_card', 'incorrect_cvc', 'processing_error', 'lose_answer', 'server_error'));`,
    );
  }

  override down(): void {
    this.addSql(`delete from "sandbox_token" where "behaviour" in ('lose_answer', 'server_error');`);
    this.addSql(`alter table "sandbox_token" drop constraint if exists "sandbox_token_behaviour_check";`);
    this.addSql(
      `alter table "sandbox_token" add constraint "sandbox_token_behaviour_check" check ("behaviour" in ('succeed', 'decline', 'insufficient_funds', 'expired_card', 'incorrect_cvc', 'processing_error'));`,
    );
  }
}
