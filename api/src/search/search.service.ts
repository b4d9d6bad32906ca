import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import type { AuthUser } from '../common/auth-user';
import type { GlobalSearchGroup, GlobalSearchResult } from './dtos/global-search.type';
import { amountText, detailUrl, kindsFor, type SearchKind, type SearchRow, statementFor, TOTAL_CAP } from './search-kinds';
import { searchTerms } from './search-terms';

// globalSearch: every kind the caller may open, each one statement, run side by side.
@Injectable()
export class SearchService {
  constructor(private readonly em: EntityManager) {}

  async search(user: AuthUser, query: string): Promise<GlobalSearchResult> {
    const terms = searchTerms(query);
    if (!terms) return { query, groups: [] };
    const groups = await Promise.all(kindsFor(user.role).map((kind) => this.group(kind, user, terms)));
    return { query, groups: groups.filter((g) => g.total > 0) };
  }

  private async group(kind: SearchKind, user: AuthUser, terms: NonNullable<ReturnType<typeof searchTerms>>): Promise<GlobalSearchGroup> {
    const { sql, params } = statementFor(kind, user, terms);
    const rows = await this.em.execute<SearchRow[]>(sql, params);
    return {
      kind,
      total: rows.length ? Math.min(Number(rows[0].total), TOTAL_CAP) : 0,
      items: rows.map((r) => ({
        id: r.id,
        kind,
        title: r.title,
        subtitle: [r.subtitle, amountText(r.cents)].filter(Boolean).join(' · ') || null,
        url: detailUrl(kind, r.id),
      })),
    };
  }
}
