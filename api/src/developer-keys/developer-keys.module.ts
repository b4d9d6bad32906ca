import { Module } from '@nestjs/common';

import { ApiIdempotencyService } from './api-idempotency.service';
import { ApiKeyAuthService } from './api-key-auth.service';
import { ApiRateLimiter } from './api-rate-limiter';
import { MerchantKeysResolver } from './merchant-keys.resolver';
import { MerchantKeysService } from './merchant-keys.service';

// Developer API keys (spec 002 /developer): the merchant's keys and their secrets (stored as
// hashes), and the authentication of the merchant API's requests by those keys.
@Module({
  providers: [MerchantKeysResolver, MerchantKeysService, ApiKeyAuthService, ApiIdempotencyService, ApiRateLimiter],
  exports: [ApiKeyAuthService, ApiIdempotencyService],
})
export class DeveloperKeysModule {}
