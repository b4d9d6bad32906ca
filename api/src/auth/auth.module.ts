import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';

import { PasswordService } from '../users/password.service';
import { UsersModule } from '../users/users.module';
import { AccessGuard } from './access.guard';
import { AuthResolver } from './auth.resolver';
import { AuthService } from './auth.service';
import { LoginThrottleService } from './login-throttle.service';
import { PasskeyResolver } from './passkeys/passkey.resolver';
import { PasskeyService } from './passkeys/passkey.service';
import { SecondFactorResolver } from './second-factor/second-factor.resolver';
import { SecondFactorService } from './second-factor/second-factor.service';
import { SessionModule } from './session.module';
import { SessionsResolver } from './sessions.resolver';
import { SessionsService } from './sessions.service';
import { StepUpResolver } from './step-up/step-up.resolver';
import { StepUpService } from './step-up/step-up.service';

@Module({
  imports: [UsersModule, SessionModule],
  providers: [
    AuthResolver,
    AuthService,
    SessionsResolver,
    SessionsService,
    LoginThrottleService,
    PasswordService,
    SecondFactorResolver,
    SecondFactorService,
    PasskeyResolver,
    PasskeyService,
    StepUpService,
    StepUpResolver,
    { provide: APP_GUARD, useClass: AccessGuard },
  ],
  exports: [PasswordService],
})
export class AuthModule {}
