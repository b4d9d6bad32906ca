import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';

import { PasswordService } from '../users/password.service';
import { UsersModule } from '../users/users.module';
import { AccessGuard } from './access.guard';
import { AuthResolver } from './auth.resolver';
import { AuthService } from './auth.service';
import { JwtService } from './jwt.service';
import { LoginThrottleService } from './login-throttle.service';
import { SessionLoader } from './session-loader.service';

@Module({
  imports: [UsersModule],
  providers: [AuthResolver, AuthService, JwtService, LoginThrottleService, PasswordService, SessionLoader, { provide: APP_GUARD, useClass: AccessGuard }],
  exports: [PasswordService],
})
export class AuthModule {}
