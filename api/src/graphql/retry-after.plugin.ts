import type { ApolloDriverConfig } from '@nestjs/apollo';

import { GatewayErrorCode } from '../common/gateway.exception';
import { RETRY_AFTER_SECONDS } from '../common/transient-failure';

/** Apollo's plugin type as the Nest driver takes it (its module flavour). */
type GraphQLPlugin = NonNullable<ApolloDriverConfig['plugins']>[number];

/**
 * An answer carrying a SERVICE_UNAVAILABLE error also says when to try again in the HTTP
 * `Retry-After` header (as the REST API's 503 does), for clients that read headers, not bodies.
 */
export function retryAfterPlugin(): GraphQLPlugin {
  return {
    requestDidStart() {
      return Promise.resolve({
        willSendResponse({ response }) {
          const errors = response.body.kind === 'single' ? response.body.singleResult.errors : undefined;
          if (errors?.some((e) => e.extensions?.code === GatewayErrorCode.SERVICE_UNAVAILABLE)) {
            response.http.headers.set('retry-after', String(RETRY_AFTER_SECONDS));
          }
          return Promise.resolve();
        },
      });
    },
  };
}
