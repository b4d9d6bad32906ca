import { Args, ArgsType, Field, ID, Int } from '@nestjs/graphql';

import { DateTimeScalar } from '../date-time.scalar';

// The arguments the list queries share (invoices, webPayments, refunds, disputes, organizationList,
// users), as GraphQL argument types: `@Args() list: SortedListArgs` adds them to a query. The
// schema is sorted, so where they stand among a query's own arguments does not matter.

/** The page window, the sort and the search of a list. */
@ArgsType()
export class SortedListArgs {
  @Field(() => Int, { nullable: true })
  first?: number | null;

  @Field(() => String, { nullable: true })
  after?: string | null;

  @Field(() => String, { nullable: true })
  sortField?: string | null;

  @Field(() => String, { nullable: true })
  sortDirection?: string | null;

  @Field(() => String, { nullable: true })
  searchParam?: string | null;
}

/** A list of money records: also one transfer's, and a creation date range. */
@ArgsType()
export class MoneyListArgs extends SortedListArgs {
  @Field(() => ID, { nullable: true })
  transferId?: string | null;

  @Field(() => DateTimeScalar, { nullable: true })
  startDate?: Date | null;

  @Field(() => DateTimeScalar, { nullable: true })
  endDate?: Date | null;
}

/** The `page: Int` list argument, described (the older lists, invoices and webPayments, leave it undescribed). */
export const PageArg = (): ParameterDecorator => Args('page', { type: () => Int, nullable: true, description: '1-based page (instead of after)' });
