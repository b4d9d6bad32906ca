import { Catch } from '@nestjs/common';
import type { GqlExceptionFilter } from '@nestjs/graphql';

import { GatewayException } from './gateway.exception';

// Expected refusals (wrong input, not found, no access) are answers, not faults: hand them to
// GraphQL as they are instead of letting Nest log them as errors with a stack trace.
@Catch(GatewayException)
export class GatewayExceptionFilter implements GqlExceptionFilter {
  catch(exception: GatewayException): GatewayException {
    return exception;
  }
}
