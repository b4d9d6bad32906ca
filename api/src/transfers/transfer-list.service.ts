import type { FilterQuery, QueryOrderMap } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { UUID } from '../invoices/invoice-access';
import { decodeOffset } from '../invoices/invoice-list.service';
import { TransferItem } from './transfer-item.entity';
import { Transfer } from './transfer.entity';

export interface TransferListArgs {
  first?: number | null;
  after?: string | null;
  page?: number | null;
  sortField?: string | null;
  sortDirection?: string | null;
  searchParam?: string | null;
  transferId?: string | null;
}

const NO_ID = '00000000-0000-0000-0000-000000000000';
type Direction = 'asc' | 'desc';

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

  async list(args: TransferListArgs): Promise<{ items: Transfer[]; total: number }> {
    const first = Math.min(Math.max(args.first ?? 10, 1), 100);
    const offset = args.after ? decodeOffset(args.after) : Math.max((args.page ?? 1) - 1, 0) * first;
    const and: FilterQuery<Transfer>[] = [{ status: 'completed' }];
    if (args.transferId) and.push({ id: UUID.test(args.transferId) ? args.transferId : NO_ID });
    const search = args.searchParam?.trim();
    if (search) {
      const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      // By the transfer's code or notes, or by the code of an item in it (INV-..., REF-...).
      const holding = await this.em.find(TransferItem, { code: { $ilike: like } }, { fields: ['transfer'], limit: 500 });
      and.push({ $or: [{ code: { $ilike: like } }, { notes: { $ilike: like } }, { id: { $in: [...new Set(holding.map((i) => i.transfer.id))] } }] });
    }
    const sortField = args.sortField ?? 'createdAt';
    const direction: Direction = (args.sortDirection ?? (sortField === 'code' ? 'asc' : 'desc')).toLowerCase() === 'asc' ? 'asc' : 'desc';
    const order = (SORTS[sortField] ?? SORTS.createdAt)(direction);
    const [items, total] = await this.em.findAndCount(Transfer, { $and: and }, {
      populate: ['transferredBy'],
      orderBy: [order, { id: direction }],
      limit: first,
      offset,
    });
    return { items, total };
  }
}

