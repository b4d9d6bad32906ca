import { Migration } from '@mikro-orm/migrations';

// Issue 47: a try claims its charge or refund attempt before calling the processor (attempt-claim.ts),
// so an overlapping try of the same attempt does not call it too.
export class Migration20261207200000_attempt_claims extends Migration {
  override name = 'Migration20261207200000_attempt_claims';

  override up(): void {
    for (const table of ['payment', 'checkout_payment', 'refund']) {
      this.addSql(`alter table "${table}" add column "attempt_claimed_until" timestamptz null;`);
    }
  }

  override down(): void {
    for (const table of ['payment', 'checkout_payment', 'refund']) {
      this.addSql(`alter table "${table}" drop column "attempt_claimed_until";`);
    }
  }
}
