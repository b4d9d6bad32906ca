import type { FilterQuery, QueryOrderMap } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import {
  centsToDecimal,
  LEDGER_ACCOUNT_KINDS,
  type LedgerAccountKind,
  ledgerAccountKindOf,
  type LedgerTransactionType,
  type OrganizationStatus,
  type OrganizationType as OrgType,
  outstandingBalances,
  payableAccountId,
  shownAmountCents,
} from '@pg/domain';

import { badInput, notFound } from '../common/gateway.exception';
import { containsPattern, listOffset, pageSize, UUID } from '../common/list-query';
import { pgArray } from '../common/pg-array';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { Organization } from '../organizations/organization.entity';
import { byTypeLabel } from '../organizations/type-label-order';
import type { LedgerEntryList } from './dtos/ledger.type';
import { accountBalances, BALANCES_OF } from './ledger-balances';
import { LedgerCursorCodec } from './ledger-cursor';

export interface LedgerOrganizationArgs {
  first?: number | null;
  page?: number | null;
  sortField?: string | null;
  sortDirection?: string | null;
  searchParam?: string | null;
  type?: OrgType[] | null;
  status?: OrganizationStatus[] | null;
}

export interface LedgerPageArgs {
  first?: number | null;
  page?: number | null;
  /** endCursor of the page before (keyset: any depth in one index range scan). */
  after?: string | null;
}

export interface PlatformAccount {
  id: string;
  kind: LedgerAccountKind;
  name: string;
  processor: string | null;
  balanceCents: number;
  postings: number;
}

type Direction = 'asc' | 'desc';
/** Sortable columns of /ledger (spec 002 s2: name and type; balance sorts in SQL below). */
const SORTS: Record<string, (d: Direction) => QueryOrderMap<Organization>> = {
  name: (d) => ({ name: d }),
  type: byTypeLabel,
};

/** An entry of a ledger page. */
interface Entry {
  seq: string;
  amount_cents: string;
  journal_id: string;
  transaction_type: LedgerTransactionType;
  remarks: string;
  source_type: string;
  source_id: string;
  created_at: Date | string;
}

/** A row of the ledger page's statement: the balance, the newer entries' sum, and an entry (all null when the page is empty). */
type EntryRow = { balance: string; postings: string; newer: string | null } & (Entry | { [K in keyof Entry]: null });

// The books' read side: an account's entries with running balances, the organizations with
// their balances, the platform's own accounts, the outstanding amount. Staff only (role
// matrix); no tenant can reach it.
@Injectable()
export class LedgerQueryService {
  private readonly cursors: LedgerCursorCodec;

  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.cursors = new LedgerCursorCodec(config.jwtSecret);
  }

  /** An organization's payable entries (the spec's "Ledger Details"). */
  async organizationEntries(organizationId: string, args: LedgerPageArgs): Promise<LedgerEntryList> {
    const org = UUID.test(organizationId) ? await this.em.findOne(Organization, { id: organizationId }, { fields: ['id'] }) : null;
    if (!org) throw notFound('Organization');
    return this.entries(payableAccountId(org.id), args);
  }

  /** A platform account's entries (fee revenue, clearing...). */
  async accountEntries(accountId: string, args: LedgerPageArgs): Promise<LedgerEntryList> {
    const [found] = await this.em.execute<{ id: string }[]>(`select id from ledger_account where id = ? and kind <> 'payable'`, [accountId]);
    if (!found) throw notFound('Ledger account');
    return this.entries(accountId, args);
  }

  /**
   * Newest first, paged (default 50, at most 200), each with the balance right after it. The
   * balance, the page and the sum of the newer entries are read in one statement, so they agree
   * (one snapshot) without a transaction; a running balance is the account's balance less every
   * newer entry (page n sums n-1 pages; a cursor carries it instead).
   */
  async entries(accountId: string, args: LedgerPageArgs): Promise<LedgerEntryList> {
    const kind = ledgerAccountKindOf(accountId);
    const limit = Math.min(Math.max(args.first ?? 50, 1), 200);
    const cursor = args.after ? this.cursors.decode(args.after) : undefined;
    if (args.after && !cursor) throw badInput('This ledger page link is no longer valid: open the ledger again.');
    const offset = cursor ? 0 : Math.max((args.page ?? 1) - 1, 0) * limit;

    // One row per entry, each carrying the balance; one row of nulls but the balance when the page is empty.
    const rows = await this.em.execute<EntryRow[]>(
      `with b as (${BALANCES_OF}),
       pg as (
         select p.seq, p.amount_cents, j.id as journal_id, j.transaction_type, j.remarks, j.source_type, j.source_id, j.created_at
         from ledger_posting p join ledger_journal j on j.id = p.journal_id
         where p.account_id = ? ${cursor ? 'and p.seq < ?' : ''}
         order by p.seq desc limit ? offset ?
       ),
       nw as (select sum(amount_cents) as s from (select amount_cents from ledger_posting where account_id = ? order by seq desc limit ?) n)
       select b.balance, b.postings, nw.s as newer, pg.* from b cross join nw left join pg on true order by pg.seq desc`,
      [pgArray([accountId]), ...(cursor ? [accountId, cursor.seq, limit, offset] : [accountId, limit, offset]), accountId, offset],
    );
    const first = rows[0];
    const balanceCents = Number(first?.balance ?? 0);
    let running = cursor ? cursor.balanceCents : shownAmountCents(kind, balanceCents - Number(first?.newer ?? 0));
    const entries = rows.filter((r): r is EntryRow & Entry => r.seq !== null);
    const items = entries.map((r) => {
      const amountCents = shownAmountCents(kind, Number(r.amount_cents));
      const item = {
        id: r.journal_id,
        amount: centsToDecimal(amountCents),
        transactionType: r.transaction_type,
        // Raw rows may carry timestamps as text: one Date for the schema's ISO scalar.
        createdAt: new Date(r.created_at),
        balance: centsToDecimal(running),
        remarks: r.remarks,
        sourceType: r.source_type,
        sourceId: r.source_id,
      };
      running -= amountCents;
      return item;
    });
    const last = entries.at(-1);
    const endCursor = last && entries.length === limit ? this.cursors.encode({ seq: Number(last.seq), balanceCents: running }) : null;
    return { items, total: Number(first?.postings ?? 0), endCursor };
  }

  /** "Outstanding Balance to Bank": owed to merchants (positive balances), owing organizations apart. */
  async outstanding(): Promise<{ owedCents: number; owingCents: number; owingOrganizations: number }> {
    const rows = await this.em.execute<{ id: string }[]>(`select id from ledger_account where kind = 'payable'`);
    const balances = await accountBalances(
      this.em,
      rows.map((r) => r.id),
    );
    return outstandingBalances([...balances.values()].map((b) => shownAmountCents('payable', b.balanceCents)));
  }

  /** The platform's own accounts with their balances (shown side), in kind order. */
  async platformAccounts(): Promise<PlatformAccount[]> {
    const rows = await this.em.execute<{ id: string; kind: LedgerAccountKind; name: string; processor: string | null }[]>(
      `select id, kind, name, processor from ledger_account where kind <> 'payable' order by id`,
    );
    const balances = await accountBalances(
      this.em,
      rows.map((r) => r.id),
    );
    return rows
      .map((r) => {
        const b = balances.get(r.id) ?? { balanceCents: 0, postings: 0 };
        return { ...r, balanceCents: shownAmountCents(r.kind, b.balanceCents), postings: b.postings };
      })
      .sort((a, b) => LEDGER_ACCOUNT_KINDS.indexOf(a.kind) - LEDGER_ACCOUNT_KINDS.indexOf(b.kind) || a.id.localeCompare(b.id));
  }

  async organizations(args: LedgerOrganizationArgs): Promise<{ items: Organization[]; total: number }> {
    const first = pageSize(args.first);
    const offset = listOffset(null, args.page, first);
    const and: FilterQuery<Organization>[] = [];
    if (args.type?.length) and.push({ type: { $in: args.type } });
    if (args.status?.length) and.push({ status: { $in: args.status } });
    const like = containsPattern(args.searchParam);
    if (like) and.push({ $or: [{ name: { $ilike: like } }, { email: { $ilike: like } }] });
    const where = and.length ? { $and: and } : {};
    const direction: Direction = (args.sortDirection ?? 'asc').toLowerCase() === 'desc' ? 'desc' : 'asc';
    const sortField = args.sortField ?? 'name';
    if (sortField === 'balance' || sortField === 'currentBalance') return this.organizationsByBalance(where, direction, first, offset);
    const order = (SORTS[sortField] ?? SORTS.name)(direction);
    const [items, total] = await this.em.findAndCount(Organization, where, { orderBy: [order, { name: 'asc' }, { id: 'asc' }], limit: first, offset });
    return { items, total };
  }

  /** Sorted by balance: the (filtered) organizations' balances are read, then the page taken in order. */
  private async organizationsByBalance(where: FilterQuery<Organization>, direction: Direction, first: number, offset: number) {
    const all = await this.em.find(Organization, where, { fields: ['id', 'name'] });
    const balances = await this.balances(all.map((o) => o.id));
    const sign = direction === 'asc' ? 1 : -1;
    const ordered = [...all].sort(
      (a, b) => sign * ((balances.get(a.id) ?? 0) - (balances.get(b.id) ?? 0)) || a.name.localeCompare(b.name) || a.id.localeCompare(b.id),
    );
    const ids = ordered.slice(offset, offset + first).map((o) => o.id);
    const page = await this.em.find(Organization, { id: { $in: ids } });
    const byId = new Map(page.map((o) => [o.id, o]));
    return { items: ids.flatMap((id) => byId.get(id) ?? []), total: all.length };
  }

  /** Current payable balances (shown side, cents) of organizations, for Organization.currentBalance. */
  async balances(organizationIds: readonly string[]): Promise<Map<string, number>> {
    const balances = await accountBalances(this.em, organizationIds.map(payableAccountId));
    return new Map(organizationIds.map((id) => [id, shownAmountCents('payable', balances.get(payableAccountId(id))?.balanceCents ?? 0)]));
  }
}
