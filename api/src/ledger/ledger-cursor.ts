import { createHmac, timingSafeEqual } from 'node:crypto';

/** Where a page of an account's entries ends: the last posting's seq and the balance before it. */
export interface LedgerCursor {
  seq: number;
  /** The balance (shown side, cents) just before the last entry of the page: the next page's first running balance. */
  balanceCents: number;
}

/**
 * Keyset cursors for long ledgers: the next page starts below `seq` with its running balance
 * known, so no page sums the entries above it. The balance travels in the cursor, so the cursor
 * is signed (HMAC): a client cannot make the screen show a balance of its choosing.
 */
export class LedgerCursorCodec {
  constructor(private readonly secret: string) {}

  encode(cursor: LedgerCursor): string {
    const body = `${cursor.seq}.${cursor.balanceCents}`;
    return `${body}.${this.sign(body)}`;
  }

  /** The cursor, or undefined when it is malformed or not ours. */
  decode(text: string): LedgerCursor | undefined {
    const match = /^(\d{1,18})\.(-?\d{1,18})\.([A-Za-z0-9_-]{43})$/.exec(text);
    if (!match) return undefined;
    const body = `${match[1]}.${match[2]}`;
    const expected = Buffer.from(this.sign(body));
    const given = Buffer.from(match[3]);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
    return { seq: Number(match[1]), balanceCents: Number(match[2]) };
  }

  private sign(body: string): string {
    return createHmac('sha256', this.secret).update(`ledger-cursor:${body}`).digest('base64url');
  }
}
