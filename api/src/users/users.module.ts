import { Module } from '@nestjs/common';

import { FilesModule } from '../files/files.module';
import { PasswordService } from './password.service';
import { UserInviteService } from './user-invite.service';
import { UserListService } from './user-list.service';
import { UserTokensService } from './user-tokens.service';
import { UsersResolver } from './users.resolver';
import { UsersService } from './users.service';

@Module({
  imports: [FilesModule],
  providers: [UsersResolver, UsersService, UserListService, UserInviteService, UserTokensService, PasswordService],
  exports: [UserTokensService],
})
export class UsersModule {}
