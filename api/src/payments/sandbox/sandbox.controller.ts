import type { IncomingMessage, ServerResponse } from 'node:http';

import { Body, Controller, Get, HttpCode, HttpException, HttpStatus, Param, Post, Req, Res } from '@nestjs/common';

import { SandboxRateLimited, SandboxTokenThrottle } from './sandbox-token-throttle';
import { type SandboxChargeView, SandboxTokensService, type TokenIssued } from './sandbox-tokens.service';

interface TokenBody {
  cardNumber?: unknown;
  expMonth?: unknown;
  expYear?: unknown;
  cvc?: unknown;
  name?: unknown;
}

/** A body field as text: a string as it is, nothing as '', anything else as String() writes it (which the card checks then refuse or read). */
const asText = (value: unknown): string =>
  // eslint-disable-next-line @typescript-eslint/no-base-to-string -- any JSON value may come; String() of an object or array is the intended reading, kept as it was
  typeof value === 'string' ? value : String(value ?? '');

const asInt = (value: unknown): number => (typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : typeof value === 'number' ? value : NaN);

// REST endpoints of the local test processor. Public like a provider's tokenisation endpoint:
// the pay page calls it without a session. The body is never logged.
@Controller('sandbox')
export class SandboxController {
  constructor(
    private readonly tokens: SandboxTokensService,
    private readonly throttle: SandboxTokenThrottle,
  ) {}

  @Post('tokens')
  @HttpCode(HttpStatus.OK)
  async createToken(
    @Body() body: TokenBody,
    @Req() req: IncomingMessage & { ip?: string },
    @Res({ passthrough: true }) res: ServerResponse,
  ): Promise<TokenIssued> {
    try {
      // The client's address as Express reads it (the app's trust proxy setting decides).
      this.throttle.take(req.ip ?? req.socket.remoteAddress ?? 'unknown');
    } catch (error) {
      if (error instanceof SandboxRateLimited) res.setHeader('Retry-After', String(error.retryAfterSeconds));
      throw error;
    }
    const result = await this.tokens.tokenise({
      cardNumber: asText(body?.cardNumber),
      expMonth: asInt(body?.expMonth),
      expYear: asInt(body?.expYear),
      cvc: asText(body?.cvc),
      name: typeof body?.name === 'string' ? body.name : null,
    });
    // Stripe's error shape, so the web shows the same messages for every processor.
    if ('type' in result) throw new HttpException({ error: result }, HttpStatus.BAD_REQUEST);
    return result;
  }

  @Get('charges/:id')
  async charge(@Param('id') id: string): Promise<SandboxChargeView> {
    const view = await this.tokens.chargeView(id);
    if (!view) {
      throw new HttpException({ error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such charge: '${id}'` } }, HttpStatus.NOT_FOUND);
    }
    return view;
  }
}
