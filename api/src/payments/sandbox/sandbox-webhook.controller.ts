import type { IncomingMessage } from 'node:http';

import { Controller, Headers, HttpCode, HttpException, HttpStatus, Inject, Post, Req } from '@nestjs/common';

import { outcomeOfStatus, type ProcessorDisputeEvent, ProcessorDisputeEvents } from '../processor-disputes';
import { SANDBOX_CONFIG, type SandboxConfig } from './sandbox-config';
import { SANDBOX_SIGNATURE_HEADER, verifySandboxSignature } from './sandbox-signature';

type RawRequest = IncomingMessage & { rawBody?: Buffer };

interface SandboxEventBody {
  id?: unknown;
  type?: unknown;
  data?: { object?: Record<string, unknown> };
}

const KINDS: Record<string, ProcessorDisputeEvent['kind']> = {
  'charge.dispute.created': 'created',
  'charge.dispute.updated': 'updated',
  'charge.dispute.closed': 'closed',
};

/** The Sandbox's event (Stripe's shape) as the platform's dispute event; null when not a dispute event. */
export function sandboxDisputeEvent(body: SandboxEventBody): ProcessorDisputeEvent | null {
  const kind = typeof body.type === 'string' ? KINDS[body.type] : undefined;
  const dispute = body.data?.object;
  if (!kind || !dispute || typeof body.id !== 'string') return null;
  const str = (value: unknown) => (typeof value === 'string' ? value : '');
  const due = (dispute.evidence_details as { due_by?: unknown } | undefined)?.due_by;
  const status = str(dispute.status);
  return {
    processor: 'sandbox',
    eventId: body.id,
    kind,
    disputeId: str(dispute.id),
    chargeId: str(dispute.charge),
    amountCents: typeof dispute.amount === 'number' ? dispute.amount : 0,
    currency: str(dispute.currency).toUpperCase() || 'USD',
    reason: str(dispute.reason),
    status,
    evidenceDueBy: typeof due === 'number' ? new Date(due * 1000) : null,
    outcome: kind === 'closed' ? outcomeOfStatus(status) : null,
    openedAt: typeof dispute.created === 'number' ? new Date(dispute.created * 1000) : null,
  };
}

// The platform's end of the Sandbox's webhooks: the signature is checked on the exact bytes
// (Nest's rawBody), then the event goes to the dispute intake. A failure answers 5xx (503 for a
// charge whose payment is not recorded yet), so the Sandbox delivers it again later.
@Controller('webhooks')
export class SandboxWebhookController {
  constructor(
    @Inject(SANDBOX_CONFIG) private readonly config: SandboxConfig,
    private readonly disputes: ProcessorDisputeEvents,
  ) {}

  @Post('sandbox')
  @HttpCode(HttpStatus.OK)
  async receive(@Req() req: RawRequest, @Headers(SANDBOX_SIGNATURE_HEADER) signature?: string): Promise<{ received: true; handled: number }> {
    if (!Buffer.isBuffer(req.rawBody)) throw new HttpException({ message: 'Raw request body unavailable' }, HttpStatus.INTERNAL_SERVER_ERROR);
    if (!verifySandboxSignature(req.rawBody, signature, this.config.webhookSecret)) {
      throw new HttpException({ message: 'Invalid Sandbox signature' }, HttpStatus.BAD_REQUEST);
    }
    let body: SandboxEventBody;
    try {
      body = JSON.parse(req.rawBody.toString('utf8')) as SandboxEventBody;
    } catch {
      throw new HttpException({ message: 'Invalid JSON' }, HttpStatus.BAD_REQUEST);
    }
    const event = sandboxDisputeEvent(body);
    return { received: true, handled: event ? await this.disputes.dispatch(event) : 0 };
  }
}
