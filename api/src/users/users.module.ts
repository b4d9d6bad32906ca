import { Module } from '@nestjs/common';
import { UserTokensService } from './user-tokens.service';
import { UsersResolver } from './users.resolver';
import { UsersService } from './users.service';

@Module({
  providers: [UsersResolver, UsersService, UserTokensService],
  exports: [UserTokensService],
})
export class UsersModule {}
