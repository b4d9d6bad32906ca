import { Args, Mutation, Resolver } from '@nestjs/graphql';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { UserType } from './dtos/user.type';
import { UpdateUserInput } from './dtos/update-user.input';
import { toUserType } from './user.mapper';
import { UsersService } from './users.service';

@Resolver(() => UserType)
export class UsersResolver {
  constructor(private readonly users: UsersService) {}

  @Mutation(() => UserType)
  async updateUser(
    @CurrentUser() caller: AuthUser,
    @Args('input', { type: () => UpdateUserInput }) input: UpdateUserInput,
  ): Promise<UserType> {
    return toUserType(await this.users.updateOwn(caller, input));
  }
}
