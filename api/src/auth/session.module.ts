import { Global, Module } from '@nestjs/common';

import { SessionReader } from '../common/session-reader';
import { JwtService } from './jwt.service';
import { SessionLoader } from './session-loader.service';

// The session from a bearer token, for every module of the API and of the worker (global): the
// GraphQL guard, REST controllers, and files/ through the SessionReader it declares in common/.
@Global()
@Module({
  providers: [JwtService, SessionLoader, { provide: SessionReader, useExisting: SessionLoader }],
  exports: [JwtService, SessionLoader, SessionReader],
})
export class SessionModule {}
