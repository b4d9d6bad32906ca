import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { CHECKOUT_UNEXPECTED_ERROR_MESSAGE, checkoutPaymentErrorMessage, checkoutTotals, emailError, isBlank } from '@pg/domain';
import { randomUUID } from 'node:crypto';
import { assertValid, badInput, GatewayErrorCode, GatewayException } from '../common/gateway.exception';
import { PaymentGateway } from '../gateway-settings/payment-gateway.entity';
import type { ChargeRequest, ChargeResult, PaymentProcessor } from '../payments/payment-processor';
import { ProcessorRegistry } from '../payments/processor-registry';
import { CHECKOUT_MESSAGES } from './checkout-messages';
import { CheckoutPayment } from './checkout-payment.entity';
import type { WebPaymentType } from './dtos/web-payment.type';
import { WebPayment } from './web-payment.entity';
import { toWebPaymentType } from './web-payment.mapper';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface PayWebPaymentArgs {
  webPaymentId?: string | null;
  accessKey?: string | null;
  stripeToken?: string | null;
  authorizeNetToken?: string | null;
  authorizeNetTokenDescriptor?: string | null;
  provider?: string | null;
  customerName?: string | null;
  customerEmail?: string | null;
  zipCode?: string | null;
  phoneNumber?: string | null;
  idempotencyKey?: string | null;
}

type PayOutcome = { status: 'succeeded' } | { status: 'failed'; errorType: string; failMessage: string; failCode: string };

// The public checkout calls (spec 000 section 7). The access key is the payer's credential.
// A checkout is charged at most once: the pay call holds a row lock on the checkout from the
// status check to the stored result, so a concurrent second call waits and then finds it paid.
@Injectable()
export class CheckoutsService {
  constructor(
    private readonly em: EntityManager,
    private readonly registry: ProcessorRegistry,
  ) {}

  async byAccessKey(accessKey: string | null | undefined): Promise<WebPaymentType> {
    return this.view(await this.find(null, accessKey));
  }

  /** The Sandbox and Authorize.Net tokenise without an intent: none (null) while it is payable. */
  async paymentIntent(webPaymentId: string | null | undefined): Promise<string | null> {
    if (!webPaymentId || !UUID.test(webPaymentId)) throw badInput(CHECKOUT_MESSAGES.intent);
    const wp = await this.em.findOne(WebPayment, { id: webPaymentId });
    if (!wp || wp.status !== 'unpaid') throw badInput(CHECKOUT_MESSAGES.intent);
    return null;
  }

  async cancel(webPaymentId: string | null | undefined, accessKey: string | null | undefined): Promise<WebPaymentType> {
    const found = await this.find(webPaymentId, accessKey);
    await this.em.transactional(async (em) => {
      const wp = await em.findOneOrFail(WebPayment, { id: found.id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
      if (wp.status === 'cancelled') return; // cancelling twice answers the same
      if (wp.status !== 'unpaid') throw badInput(wp.status === 'paid' ? CHECKOUT_MESSAGES.paid : CHECKOUT_MESSAGES.notUnpaid);
      wp.status = 'cancelled';
      wp.cancelledAt = new Date();
    });
    return this.view(await this.find(webPaymentId, accessKey));
  }

  async pay(args: PayWebPaymentArgs): Promise<WebPaymentType> {
    assertValid({
      customerName: isBlank(args.customerName) ? CHECKOUT_MESSAGES.customerName : undefined,
      customerEmail: emailError(args.customerEmail),
      zipCode: isBlank(args.zipCode) ? CHECKOUT_MESSAGES.zipCode : undefined,
      phoneNumber: isBlank(args.phoneNumber) ? CHECKOUT_MESSAGES.phoneNumber : undefined,
    });
    const found = await this.find(args.webPaymentId, args.accessKey);
    const token = args.authorizeNetToken || args.stripeToken;
    if (!token) throw badInput(CHECKOUT_MESSAGES.missing);
    const processor = this.processor(args.provider ?? (args.authorizeNetToken ? 'authorizeNet' : 'sandbox'));
    const key = args.idempotencyKey?.trim() || randomUUID();
    if (key.length > 200) throw badInput(CHECKOUT_MESSAGES.invalidKey);
    const idempotencyKey = `checkout-${found.code}/${key}`;

    const outcome = await this.chargeOnce(found, processor, idempotencyKey, token, args);
    if (outcome.status === 'failed') {
      const message = checkoutPaymentErrorMessage(outcome.errorType, outcome.failMessage);
      throw new GatewayException(GatewayErrorCode.BAD_USER_INPUT, message, { payment: message, errorType: outcome.errorType || 'unknown_error', failCode: outcome.failCode });
    }
    return this.view(await this.find(args.webPaymentId, args.accessKey));
  }

  /**
   * Locks the checkout, checks it is payable, charges and stores the result in one transaction.
   * A processor that throws (unreachable) rolls it all back: the checkout stays unpaid and a retry
   * with the same key reaches the processor's own idempotency.
   */
  private async chargeOnce(found: WebPayment, processor: PaymentProcessor, idempotencyKey: string, token: string, args: PayWebPaymentArgs): Promise<PayOutcome> {
    try {
      return await this.transactCharge(found, processor, idempotencyKey, token, args);
    } catch (err) {
      if (err instanceof GatewayException) throw err;
      throw badInput(CHECKOUT_UNEXPECTED_ERROR_MESSAGE);
    }
  }

  private transactCharge(found: WebPayment, processor: PaymentProcessor, idempotencyKey: string, token: string, args: PayWebPaymentArgs): Promise<PayOutcome> {
    return this.em.transactional(async (em): Promise<PayOutcome> => {
      const wp = await em.findOneOrFail(WebPayment, { id: found.id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true, populate: ['owner'] });
      // A retry of a finished request gets its own answer back.
      const known = await em.findOne(CheckoutPayment, { idempotencyKey });
      if (known?.status === 'succeeded') return { status: 'succeeded' };
      if (known?.status === 'failed') return { status: 'failed', errorType: known.errorType ?? '', failMessage: known.failMessage ?? '', failCode: known.failCode ?? '' };
      if (wp.status === 'paid' || wp.status === 'disbursed') throw badInput(CHECKOUT_MESSAGES.paid);
      if (wp.status === 'cancelled') throw badInput(CHECKOUT_MESSAGES.cancelled);
      if (wp.status !== 'unpaid' && wp.status !== 'failed') throw badInput(CHECKOUT_MESSAGES.notUnpaid);
      if (wp.owner.blockTransactions) throw badInput(CHECKOUT_MESSAGES.blocked);

      const { totalCents } = checkoutTotals({ amountCents: wp.amountCents, transactionFeeCents: wp.transactionFeeCents, merchantFeeCents: wp.merchantProcessingFeeCents });
      const payment = known ?? em.create(CheckoutPayment, {
        webPayment: wp,
        amountCents: totalCents,
        status: 'pending',
        idempotencyKey,
        processor: processor.name,
        email: args.customerEmail!.trim(),
        customerName: args.customerName!.trim(),
      });
      await em.flush();
      const result = await this.charge(processor, {
        amountCents: totalCents,
        token,
        tokenDescriptor: args.authorizeNetTokenDescriptor ?? undefined,
        idempotencyKey,
        description: `Checkout ${wp.code}`,
        metadata: { webPaymentId: wp.id, code: wp.code, orderId: wp.orderId ?? '' },
        customer: { name: args.customerName!.trim(), email: args.customerEmail!.trim(), zipCode: args.zipCode!.trim(), phoneNumber: args.phoneNumber!.trim() },
      });
      payment.chargeId = result.chargeId ?? null;
      if (result.status === 'succeeded') {
        payment.status = 'succeeded';
        payment.brand = result.brand ?? null;
        payment.last4 = result.last4 ?? null;
        wp.status = 'paid';
        wp.paidAt = new Date();
        wp.gatewayTransactionId = result.chargeId;
        wp.paymentGateway = await em.findOne(PaymentGateway, { name: processor.name });
        return { status: 'succeeded' };
      }
      // A declined card leaves the checkout unpaid: the customer may try another card.
      payment.status = 'failed';
      payment.errorType = result.errorType;
      payment.failCode = result.failCode;
      payment.failMessage = result.failMessage;
      return { status: 'failed', errorType: result.errorType, failMessage: result.failMessage, failCode: result.failCode };
    });
  }

  private processor(name: string): PaymentProcessor {
    try {
      return this.registry.processorFor(name);
    } catch {
      throw badInput(CHECKOUT_MESSAGES.missing);
    }
  }

  private charge(processor: PaymentProcessor, request: Omit<ChargeRequest, 'currency'>): Promise<ChargeResult> {
    return processor.charge({ ...request, currency: 'USD' });
  }

  private async find(webPaymentId: string | null | undefined, accessKey: string | null | undefined): Promise<WebPayment> {
    if (!accessKey || (webPaymentId && !UUID.test(webPaymentId))) throw badInput(CHECKOUT_MESSAGES.missing);
    const wp = await this.em.fork().findOne(WebPayment, { accessKey }, { populate: ['owner', 'paymentGateway'] });
    if (!wp || (webPaymentId && wp.id !== webPaymentId)) throw badInput(CHECKOUT_MESSAGES.missing);
    return wp;
  }

  private async view(wp: WebPayment): Promise<WebPaymentType> {
    const payments = await this.em.fork().find(CheckoutPayment, { webPayment: wp.id }, { orderBy: { createdAt: 'asc' } });
    return toWebPaymentType(wp, payments);
  }
}
