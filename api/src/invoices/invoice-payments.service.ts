import { randomUUID } from 'node:crypto';

import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { centsToDecimal, INVOICE_ACTION_MESSAGES, isBlank, paymentErrorMessage } from '@pg/domain';
import { invoiceWorkflowId } from '@pg/workflows';

import { assertValid, badInput, GatewayErrorCode, GatewayException } from '../common/gateway.exception';
import { executePrepared, prepared } from '../common/prepared-statements';
import { payerLengthErrors, tokenTooLong } from '../payments/payer-limits';
import type { PaymentProcessor } from '../payments/payment-processor';
import { PaymentRouter, RoutingRefusal } from '../payments/payment-routing';
import { PROCESSOR_LOOKUP, type ProcessorLookup, processorNameFor } from '../payments/processor-lookup';
import { payerAddress } from '../risk/payer-address';
import type { PaymentResult } from './dtos/invoice.type';
import type { Invoice } from './invoice.entity';
import { UUID } from './invoice-access';
import { invoiceChargeMetadata, invoiceIntentKey } from './invoice-charge-metadata';
import { processInput } from './invoice-events';
import { InvoiceProcessService } from './invoice-process.service';
import { Payment } from './payment.entity';

export const PAY_MESSAGES = {
  missing: 'Something went wrong. Please try again',
  intent: 'Unable to generate a payment intent. Please try again.',
  customerName: 'Customer name is required',
  zipCode: 'Zip code is required',
  phoneNumber: 'Phone number is required',
} as const;

/** What the pay calls need of the invoice an access key opens. */
type PayableInvoice = Pick<Invoice, 'id' | 'code' | 'status' | 'totalCents'> & { owner: { id: string; blockTransactions: boolean } };

interface PayableRow extends Pick<Invoice, 'id' | 'code' | 'status' | 'totalCents'> {
  ownerId: string;
  blockTransactions: boolean;
}

const PAYABLE_SQL = prepared(
  'invoice-payable',
  `select i.id, i.code, i.status, i.total_cents as "totalCents", o.id as "ownerId", o.block_transactions as "blockTransactions"
from invoice i join organization o on o.id = i.owner_id
where i.access_key = ? and i.deleted_at is null`,
);

export interface PayInvoiceArgs {
  invoiceId?: string | null;
  accessKey?: string | null;
  stripeToken?: string | null;
  authorizeNetToken?: string | null;
  authorizeNetTokenDescriptor?: string | null;
  provider?: string | null;
  /** The card type the payer selected (checked against the token's brand). */
  cardBrand?: string | null;
  customerName?: string | null;
  zipCode?: string | null;
  phoneNumber?: string | null;
  idempotencyKey?: string | null;
}

// The public pay calls. The access key is the payer's credential; the charge itself happens in
// the invoice's process (update `pay`), which allows one payment at a time.
@Injectable()
export class InvoicePaymentsService {
  constructor(
    private readonly em: EntityManager,
    private readonly process: InvoiceProcessService,
    @Inject(PROCESSOR_LOOKUP) private readonly processors: ProcessorLookup,
    private readonly router: PaymentRouter,
  ) {}

  async pay(args: PayInvoiceArgs): Promise<PaymentResult> {
    assertValid({
      customerName: isBlank(args.customerName) ? PAY_MESSAGES.customerName : undefined,
      zipCode: isBlank(args.zipCode) ? PAY_MESSAGES.zipCode : undefined,
      phoneNumber: isBlank(args.phoneNumber) ? PAY_MESSAGES.phoneNumber : undefined,
    });
    assertValid(payerLengthErrors(args));
    if (tokenTooLong(args.stripeToken, args.authorizeNetToken, args.authorizeNetTokenDescriptor)) throw badInput(PAY_MESSAGES.missing);
    const invoice = await this.byAccessKey(args.invoiceId, args.accessKey);
    const token = args.authorizeNetToken || args.stripeToken;
    if (!token) throw badInput(PAY_MESSAGES.missing);
    // Invoices are live: the server chooses the processor from the token's brand (review F1).
    const plan = await this.router
      .plan({
        livemode: true,
        token,
        authorizeNet: Boolean(args.authorizeNetToken),
        provider: args.provider,
        cardBrand: args.cardBrand,
        amountCents: invoice.totalCents,
      })
      .catch((error: unknown) => {
        throw error instanceof RoutingRefusal
          ? new GatewayException(GatewayErrorCode.BAD_USER_INPUT, error.message, { payment: error.message, errorType: 'refused', failCode: 'routing' })
          : error;
      });
    const processor = await processorNameFor(this.processors, plan.processor, () => badInput(PAY_MESSAGES.missing));
    const key = args.idempotencyKey?.trim() || randomUUID();
    if (key.length > 200) throw badInput('Invalid request. Please check your input and try again.');

    // An unpaid invoice's process answers a repeated key itself (the same answer, at most one
    // charge). Where the API refuses before asking it (the invoice paid, disbursed or void, the
    // merchant blocked), a retry of a request that finished gets its answer from the record: one
    // more read, only then.
    if (invoice.status !== 'unpaid' || invoice.owner.blockTransactions) {
      const known = await this.em.findOne(Payment, { idempotencyKey: `${invoiceWorkflowId(invoice.code)}/${key}` });
      if (known && known.status !== 'pending')
        return this.answer({
          status: known.status,
          paymentId: known.id,
          amountCents: known.amountCents,
          platformFeeCents: known.platformFeeCents,
          errorType: known.errorType ?? '',
          failMessage: known.failMessage ?? '',
          failCode: known.failCode ?? '',
        });
      // Cheap answers first; the process stays the authority when two requests race.
      if (invoice.status === 'void') throw badInput(INVOICE_ACTION_MESSAGES.void);
      if (invoice.status !== 'unpaid') throw badInput(INVOICE_ACTION_MESSAGES.notUnpaid);
      throw badInput(INVOICE_ACTION_MESSAGES.blocked);
    }

    const result = await this.process.pay(processInput(invoice), {
      idempotencyKey: key,
      processor,
      token,
      tokenDescriptor: args.authorizeNetTokenDescriptor ?? undefined,
      ...(plan.fallbacks.length ? { fallbacks: plan.fallbacks } : {}),
      payer: { name: args.customerName!.trim(), zipCode: args.zipCode!.trim(), phoneNumber: args.phoneNumber!.trim(), ...payerAddress() },
      ownerBlocked: invoice.owner.blockTransactions,
    });
    return this.answer(result);
  }

  /**
   * The card provider's client secret (spec 000 lines 74, 176): Stripe's PaymentIntent for the
   * invoice's total, created here and confirmed by the payer's browser with Stripe.js. One intent
   * per invoice and amount (Stripe's idempotency key): asking again answers the same secret, and an
   * edited total gets an intent of its own. Where Stripe has no keys (the demo's Sandbox,
   * Authorize.Net's Accept.js) there is no intent: null. payInvoice checks that a confirmed intent
   * is this invoice's (StripeProcessor.charge: amount, currency, metadata).
   */
  async paymentIntent(invoiceId: string | null | undefined, accessKey: string | null | undefined): Promise<string | null> {
    const invoice = await this.byAccessKey(invoiceId, accessKey).catch(() => {
      throw badInput(PAY_MESSAGES.intent);
    });
    if (invoice.status !== 'unpaid' || invoice.owner.blockTransactions || invoice.totalCents <= 0) throw badInput(PAY_MESSAGES.intent);
    const stripe = await this.stripe();
    if (!stripe?.createPaymentIntent) return null;
    const intent = await stripe.createPaymentIntent({
      amountCents: invoice.totalCents,
      currency: 'USD',
      idempotencyKey: invoiceIntentKey(invoice.id, invoice.totalCents),
      description: `Invoice ${invoice.code}`,
      metadata: invoiceChargeMetadata(invoice),
    });
    if (intent.status !== 'created') throw badInput(PAY_MESSAGES.intent);
    return intent.clientSecret;
  }

  /** Stripe's adapter where it has keys here, else null. */
  private async stripe(): Promise<PaymentProcessor | null> {
    try {
      return await this.processors.processorFor('stripe');
    } catch {
      return null;
    }
  }

  private async byAccessKey(invoiceId: string | null | undefined, accessKey: string | null | undefined): Promise<PayableInvoice> {
    if (!accessKey || (invoiceId && !UUID.test(invoiceId))) throw badInput(PAY_MESSAGES.missing);
    // A plain row, not an entity: the pay call only reads it.
    const [row] = await executePrepared<PayableRow>(this.em, PAYABLE_SQL, [accessKey]);
    if (!row || (invoiceId && row.id !== invoiceId)) throw badInput(PAY_MESSAGES.missing);
    const { ownerId, blockTransactions, ...invoice } = row;
    return { ...invoice, owner: { id: ownerId, blockTransactions } };
  }

  private answer(result: {
    status: string;
    paymentId: string | null;
    amountCents: number;
    platformFeeCents: number;
    errorType?: string;
    failMessage?: string;
    failCode?: string;
  }): PaymentResult {
    if (result.status !== 'succeeded') {
      // 'refused' is our own refusal (invoice no longer payable, merchant blocked): its text is for the payer.
      const message =
        result.errorType === 'refused' && result.failMessage ? result.failMessage : paymentErrorMessage(result.errorType ?? '', result.failMessage);
      throw new GatewayException(GatewayErrorCode.BAD_USER_INPUT, message, {
        payment: message,
        errorType: result.errorType ?? 'unknown_error',
        failCode: result.failCode ?? '',
      });
    }
    return {
      id: result.paymentId,
      status: result.status,
      amount: centsToDecimal(result.amountCents),
      platformFee: centsToDecimal(result.platformFeeCents),
    };
  }
}
