import { Args, Query, Resolver } from '@nestjs/graphql';

import type { AuthUser } from '../common/auth-user';
import { CurrentUser } from '../common/current-user.decorator';
import { GlobalSearchResult } from './dtos/global-search.type';
import { SearchService } from './search.service';

// The header's search (any signed-in role, by the matrix); what each role finds is scoped in the service.
@Resolver()
export class SearchResolver {
  constructor(private readonly search: SearchService) {}

  @Query(() => GlobalSearchResult, {
    description:
      'Invoices, checkouts, refunds, disputes, transfers, users and organizations the caller may see, by code, name, e-mail, card last four or exact amount; at most five per kind; fewer than 2 characters find nothing',
  })
  globalSearch(@CurrentUser() user: AuthUser, @Args('query', { type: () => String }) query: string): Promise<GlobalSearchResult> {
    return this.search.search(user, query);
  }
}
