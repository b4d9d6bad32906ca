import { EntityManager } from '@mikro-orm/postgresql';
import { Args, ID, Int, Mutation, Query, ResolveField, Resolver } from '@nestjs/graphql';

import type { AuthUser, GqlContext, NoArgs } from '../common/auth-user';
import { CurrentUser } from '../common/current-user.decorator';
import { PageArg, SortedListArgs } from '../common/dtos/list.args';
import { FileUrl } from '../files/file-url.type';
import { FilesService } from '../files/files.service';
import { imageFilesFor } from '../organizations/image-files.loader';
import { UpdateUserInput } from './dtos/update-user.input';
import { InviteUserInput, UploadAvatarInput, UserIdInput } from './dtos/user.inputs';
import { UserList, UserType } from './dtos/user.type';
import { toUserType } from './user.mapper';
import { UserInviteService } from './user-invite.service';
import { UserListService } from './user-list.service';
import { UsersService } from './users.service';

// Users of spec 002 section 7, by the spec's names. Thin: the services hold the rules.
@Resolver(() => UserType)
export class UsersResolver {
  constructor(
    private readonly service: UsersService,
    private readonly lists: UserListService,
    private readonly invites: UserInviteService,
    private readonly em: EntityManager,
    private readonly files: FilesService,
  ) {}

  @Query(() => UserList)
  async users(
    @CurrentUser() caller: AuthUser,
    @Args() list: SortedListArgs,
    @Args('locked', { type: () => Boolean, nullable: true }) locked?: boolean | null,
    @Args('organizationId', { type: () => ID, nullable: true }) organizationId?: string | null,
    @Args('email', { type: () => String, nullable: true }) email?: string | null,
    @Args('roles', { type: () => [Int], nullable: true }) roles?: number[] | null,
    @PageArg() page?: number | null,
  ): Promise<UserList> {
    const { items, count } = await this.lists.list(caller, { ...list, locked, organizationId, email, roles, page });
    return { items: items.map(toUserType), count };
  }

  @Query(() => UserType)
  async user(@CurrentUser() caller: AuthUser, @Args('id', { type: () => ID }) id: string): Promise<UserType> {
    return toUserType(await this.service.find(caller, id));
  }

  @Mutation(() => UserType, { description: 'Own name and surname; a managed user also their role' })
  async updateUser(@CurrentUser() caller: AuthUser, @Args('input', { type: () => UpdateUserInput }) input: UpdateUserInput): Promise<UserType> {
    return toUserType(await this.service.update(caller, input));
  }

  @Mutation(() => UserType)
  async lockUser(@CurrentUser() caller: AuthUser, @Args('user', { type: () => UserIdInput }) user: UserIdInput): Promise<UserType> {
    return toUserType(await this.service.lock(caller, user.id));
  }

  @Mutation(() => UserType)
  async unlockUser(@CurrentUser() caller: AuthUser, @Args('user', { type: () => UserIdInput }) user: UserIdInput): Promise<UserType> {
    return toUserType(await this.service.unlock(caller, user.id));
  }

  @Mutation(() => UserType, { description: 'Creates the account and e-mails the invite (process invite-<userId>)' })
  async inviteUser(@CurrentUser() caller: AuthUser, @Args('input', { type: () => InviteUserInput }) input: InviteUserInput): Promise<UserType> {
    return toUserType(await this.invites.invite(caller, input));
  }

  @Mutation(() => FileUrl)
  uploadUserAvatar(@CurrentUser() caller: AuthUser, @Args('file', { type: () => UploadAvatarInput }) file: UploadAvatarInput): Promise<FileUrl> {
    return this.service.uploadAvatar(caller, file);
  }

  /** User.avatar wherever a user appears (session, lists, details), batched per request. */
  @ResolveField(() => FileUrl, { nullable: true })
  async avatar(user: UserType, _args: NoArgs, ctx: GqlContext): Promise<FileUrl | null> {
    if (!user.avatarFileId) return null;
    const file = await imageFilesFor(ctx.req, this.em).load(user.avatarFileId);
    return file ? this.files.toFileUrl(file) : null;
  }
}
