import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';

import type { AuthUser } from '../common/auth-user';
import { CurrentUser } from '../common/current-user.decorator';
import { SuccessResult } from '../common/dtos/success-result.type';
import { MerchantKeyType } from './dtos/merchant-key.type';
import { MerchantKeysService } from './merchant-keys.service';

// /developer (spec 002 s7): merchantKeys, createKeys, toggleMerchantKeyState, deleteMerchantKey.
@Resolver(() => MerchantKeyType)
export class MerchantKeysResolver {
  constructor(private readonly keys: MerchantKeysService) {}

  @Query(() => [MerchantKeyType], { description: "The caller's organization's API keys" })
  merchantKeys(@CurrentUser() user: AuthUser): Promise<MerchantKeyType[]> {
    return this.keys.list(user);
  }

  @Mutation(() => MerchantKeyType, { description: 'A new active key; its secretKey is in this answer only' })
  createKeys(
    @CurrentUser() user: AuthUser,
    @Args('name', { type: () => String }) name: string,
    @Args('livemode', { type: () => Boolean, nullable: true, description: 'false: a test key (pk_test_/sk_test_); default true (live)' })
    livemode?: boolean | null,
  ): Promise<MerchantKeyType> {
    return this.keys.create(user, name, livemode ?? true);
  }

  @Mutation(() => MerchantKeyType)
  toggleMerchantKeyState(
    @CurrentUser() user: AuthUser,
    @Args('id', { type: () => ID }) id: string,
    @Args('isActive', { type: () => Boolean }) isActive: boolean,
  ): Promise<MerchantKeyType> {
    return this.keys.setActive(user, id, isActive);
  }

  @Mutation(() => SuccessResult)
  async deleteMerchantKey(@CurrentUser() user: AuthUser, @Args('id', { type: () => ID }) id: string): Promise<SuccessResult> {
    await this.keys.remove(user, id);
    return SuccessResult.ok;
  }
}
