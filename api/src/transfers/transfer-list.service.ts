import type { QueryOrderMap } from '@mikro-orm/core';
import { EntityManager, type QBFilterQuery } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import { countedColumn, type CountedQuery, noneSet, pageTotal } from '../common/list-counts';
import { containsPattern, idOrNone, pageWindow, type SortDirection as Direction, sortDirection, type SortedListQuery } from '../common/list-query';
import { plainPage } from '../common/list-rows';
import { Transfer } from './transfer.entity';
import { type TransferRecord, transferRecord, type TransferRow } from './transfer.mapper';
import { TransferItem } from './transfer-item.entity';

export interface TransferListArgs extends SortedListQuery {
  transferId?: string | null;
  /** Whether searchParam may match notes (only for roles that may read them). */
  searchNotes?: boolean;
}

/** Sortable columns of /transfers (spec 002 s2: date, code, amount). */
const SORTS: Record<string, (d: Direction) => QueryOrderMap<Transfer>> = {
  createdAt: (d) => ({ createdAt: d }),
  date: (d) => ({ createdAt: d }),
  code: (d) => ({ code: d }),
  amount: (d) => ({ amountCents: d }),
};

// The transfer list (spec 002 s7 `transfers`): completed transfers only, newest first by default.
@Injectable()
export class TransferListService {
  constructor(private readonly em: EntityManager) {}

  async list(args: TransferListArgs): Promise<{ items: TransferRecord[]; total: number }> {
    const { first, offset } = pageWindow(args);
    const and: QBFilterQuery<Transfer, 't'>[] = [{ status: 'completed' }];
    if (args.transferId) and.push({ id: idOrNone(args.transferId) });
    const like = containsPattern(args.searchParam);
    if (like) {
      // By the transfer's code or notes, or by the code of an item in it (INV-..., REF-...). Notes
      // only for roles that may read them: a match would otherwise tell what withheld notes say.
      const holding = await this.em.find(TransferItem, { code: { $ilike: like } }, { fields: ['transfer'], limit: 500 });
      and.push({
        $or: [
          { code: { $ilike: like } },
          ...(args.searchNotes ? [{ notes: { $ilike: like } }] : []),
          { id: { $in: [...new Set(holding.map((i) => i.transfer.id))] } },
        ],
      });
    }
    const sortField = args.sortField ?? 'createdAt';
    const direction = sortDirection(args.sortDirection, sortField === 'code' ? 'asc' : 'desc');
    const order = (SORTS[sortField] ?? SORTS.createdAt)(direction);
    // Plain rows, not entities (docs/decisions/0113-list-pages-plain-rows.md), with the bank
    // user's name joined. The builder changes in place: the join is added after the typed select.
    // Completed transfers are counted by the counters; an id or a search counts the matches.
    const counters: CountedQuery | undefined = noneSet(args.transferId, like) ? { kind: 'transfer', key: [['completed']] } : undefined;
    const qb = this.em.createQueryBuilder(Transfer, 't').select('t.*');
    qb.leftJoin('t.transferredBy', 'u').addSelect(['u.name as by_name', 'u.surname as by_surname', ...countedColumn(counters)]);
    const { rows, count } = await plainPage<Transfer, 't', TransferRow>(qb, and, [order, { id: direction }], { first, offset });
    const items = rows.map(transferRecord);
    const total = await pageTotal(this.em, { items, rows, first, offset }, counters, count);
    return { items, total };
  }
}
