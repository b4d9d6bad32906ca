import { Injectable } from '@nestjs/common';
import { hash, verify } from '@node-rs/argon2';

import { ARGON2_OPTIONS as OPTIONS } from './argon2-options';

@Injectable()
export class PasswordService {
  hash(password: string): Promise<string> {
    return hash(password, OPTIONS);
  }

  async verify(passwordHash: string, password: string): Promise<boolean> {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  }

  /** A hash to verify against when the account does not exist, so timing does not tell. */
  readonly dummyHash = hash('not-a-real-password', OPTIONS);
}
