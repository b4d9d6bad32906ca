import { Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';

import { SEARCH_KINDS, type SearchKind } from '../search-kinds';

export const SearchKindEnum = Object.fromEntries(SEARCH_KINDS.map((k) => [k, k])) as { [K in SearchKind]: K };
registerEnumType(SearchKindEnum, { name: 'SearchKind', description: 'The kinds of record the global search finds' });

@ObjectType()
export class GlobalSearchItem {
  @Field(() => ID) id!: string;
  @Field(() => SearchKindEnum) kind!: SearchKind;
  @Field(() => String, { description: 'Code, or the name of a user or organization' }) title!: string;
  @Field(() => String, { nullable: true, description: 'Customer, e-mail, amount: what tells the record apart' }) subtitle!: string | null;
  @Field(() => String, { description: "The record's detail page in the dashboard" }) url!: string;
}

@ObjectType()
export class GlobalSearchGroup {
  @Field(() => SearchKindEnum) kind!: SearchKind;
  @Field(() => Int, { description: 'Matches of this kind the caller may see, counted up to 1001 (1001 reads as "more than 1000")' }) total!: number;
  @Field(() => [GlobalSearchItem], { description: 'The newest five' }) items!: GlobalSearchItem[];
}

@ObjectType()
export class GlobalSearchResult {
  @Field(() => String) query!: string;
  @Field(() => [GlobalSearchGroup], { description: 'Kinds with at least one match, in a fixed order' }) groups!: GlobalSearchGroup[];
}
