import { randomUUID } from 'node:crypto';

import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  canCancelCheckout,
  CHECKOUT_ACTION_MESSAGES,
  checkoutPaymentErrorMessage,
  checkoutPayRefusal,
  emailError,
  INVALID_REQUEST_ERROR_MESSAGE,
  isBlank,
  PAYMENT_INTENT_FAILED_MESSAGE,
  PAYMENT_SOMETHING_WENT_WRONG_MESSAGE,
} from '@pg/domain';
import { checkoutWorkflowId } from '@pg/workflows';
import { WorkflowExecutionAlreadyStartedError } from '@temporalio/client';

import { assertValid, badInput, GatewayErrorCode, GatewayException } from '../common/gateway.exception';
import { UUID } from '../common/list-query';
import { executePrepared, prepared } from '../common/prepared-statements';
import type { MerchantKey } from '../developer-keys/merchant-key.entity';
import { PAY_MESSAGES } from '../invoices/invoice-payments.service';
import { payerLengthErrors, tokenTooLong } from '../payments/payer-limits';
import { PaymentRouter, RoutingRefusal } from '../payments/payment-routing';
import { PROCESSOR_LOOKUP, type ProcessorLookup, processorNameFor } from '../payments/processor-lookup';
import { payerAddress } from '../risk/payer-address';
import { checkoutProcessInput } from './checkout-events';
import { CheckoutPayment } from './checkout-payment.entity';
import { CheckoutProcessService } from './checkout-process.service';
import { WebPayment } from './web-payment.entity';
import { createWebPayment, type NewWebPayment, nextCheckoutCode } from './web-payment-factory';

export interface PayWebPaymentArgs {
  webPaymentId?: string | null;
  accessKey?: string | null;
  stripeToken?: string | null;
  authorizeNetToken?: string | null;
  authorizeNetTokenDescriptor?: string | null;
  provider?: string | null;
  /** The card type the payer selected (checked against the token's brand). */
  cardBrand?: string | null;
  customerName?: string | null;
  customerEmail?: string | null;
  zipCode?: string | null;
  phoneNumber?: string | null;
  idempotencyKey?: string | null;
}

/** The processor of every test checkout (test mode): no real card is ever charged. */
export const TEST_MODE_PROCESSOR = 'sandbox';

/** The refusal a payer sees: the checkout page's rule (spec 000 s8), our own refusals as worded. */
function payFailure(errorType: string, failMessage: string, failCode: string): GatewayException {
  const message = errorType === 'refused' && failMessage ? failMessage : checkoutPaymentErrorMessage(errorType, failMessage);
  return new GatewayException(GatewayErrorCode.BAD_USER_INPUT, message, { payment: message, errorType: errorType || 'unknown_error', failCode });
}

/** What a customer's page needs after paying or cancelling: where to send the customer next. */
export type CheckoutRedirect = Pick<WebPayment, 'id' | 'status' | 'responseUrl' | 'cancelUrl'>;

/** What the pay call needs of the checkout an access key opens. */
type PayableCheckout = CheckoutRedirect &
  Pick<WebPayment, 'code' | 'livemode'> & {
    owner: { id: string; blockTransactions: boolean };
    /** What the payer is charged (amount and transaction fee). */ totalCents: number;
  };

interface PayableRow extends Omit<PayableCheckout, 'owner'> {
  ownerId: string;
  blockTransactions: boolean;
}

const PAYABLE_SQL = prepared(
  'checkout-payable',
  `select w.id, w.code, w.status, w.livemode, w.response_url as "responseUrl", w.cancel_url as "cancelUrl",
  w.amount_cents + w.transaction_fee_cents as "totalCents", o.id as "ownerId", o.block_transactions as "blockTransactions"
from web_payment w join organization o on o.id = w.owner_id
where w.access_key = ?`,
);

// The public checkout calls (spec 000 section 7) and checkout creation by a merchant key. The
// access key is the payer's credential; the charge itself happens in the checkout's process
// (update checkoutPay), which allows one payment at a time.
@Injectable()
export class CheckoutsService {
  private readonly logger = new Logger('Checkouts');

  constructor(
    private readonly em: EntityManager,
    private readonly process: CheckoutProcessService,
    @Inject(PROCESSOR_LOOKUP) private readonly processors: ProcessorLookup,
    private readonly router: PaymentRouter,
  ) {}

  /** The checkout behind a public access key (and id, when the caller names one). */
  async byAccessKey(accessKey: string | null | undefined, webPaymentId?: string | null): Promise<WebPayment> {
    if (!accessKey || (webPaymentId && !UUID.test(webPaymentId))) throw badInput(PAYMENT_SOMETHING_WENT_WRONG_MESSAGE);
    const wp = await this.em.findOne(WebPayment, { accessKey }, { populate: ['owner', 'paymentGateway'], refresh: true });
    if (!wp || (webPaymentId && wp.id !== webPaymentId)) throw badInput(PAYMENT_SOMETHING_WENT_WRONG_MESSAGE);
    return wp;
  }

  /** The same checkout as one plain row with its merchant's block: the pay call only reads it (no entity, no gateway). */
  private async payableByAccessKey(accessKey: string | null | undefined, webPaymentId?: string | null): Promise<PayableCheckout> {
    if (!accessKey || (webPaymentId && !UUID.test(webPaymentId))) throw badInput(PAYMENT_SOMETHING_WENT_WRONG_MESSAGE);
    const [row] = await executePrepared<PayableRow>(this.em, PAYABLE_SQL, [accessKey]);
    if (!row || (webPaymentId && row.id !== webPaymentId)) throw badInput(PAYMENT_SOMETHING_WENT_WRONG_MESSAGE);
    const { ownerId, blockTransactions, ...checkout } = row;
    return { ...checkout, owner: { id: ownerId, blockTransactions } };
  }

  /**
   * The Sandbox and Authorize.Net tokenise without an intent: none (null) while it is payable.
   * The access key opens the checkout, as for paying and cancelling (review F10).
   */
  async paymentIntent(webPaymentId: string | null | undefined, accessKey: string | null | undefined): Promise<string | null> {
    const [row] = accessKey && webPaymentId && UUID.test(webPaymentId) ? await executePrepared<PayableRow>(this.em, PAYABLE_SQL, [accessKey]) : [];
    if (!row || row.id !== webPaymentId || checkoutPayRefusal(row.status)) throw badInput(PAYMENT_INTENT_FAILED_MESSAGE);
    return null;
  }

  /** Charges the checkout; answers with what the customer's redirect needs. */
  async pay(args: PayWebPaymentArgs): Promise<CheckoutRedirect> {
    assertValid({
      customerName: isBlank(args.customerName) ? PAY_MESSAGES.customerName : undefined,
      customerEmail: emailError(args.customerEmail),
      zipCode: isBlank(args.zipCode) ? PAY_MESSAGES.zipCode : undefined,
      phoneNumber: isBlank(args.phoneNumber) ? PAY_MESSAGES.phoneNumber : undefined,
    });
    assertValid(payerLengthErrors(args));
    if (tokenTooLong(args.stripeToken, args.authorizeNetToken, args.authorizeNetTokenDescriptor)) throw badInput(PAYMENT_SOMETHING_WENT_WRONG_MESSAGE);
    const wp = await this.payableByAccessKey(args.accessKey, args.webPaymentId);
    const token = args.authorizeNetToken || args.stripeToken;
    if (!token) throw badInput(PAYMENT_SOMETHING_WENT_WRONG_MESSAGE);
    // A test checkout (test mode) is always charged at the Sandbox, whatever the card routing
    // says; a live one where the server routes the token's brand (review F1).
    const plan = !wp.livemode
      ? { processor: TEST_MODE_PROCESSOR, fallbacks: [] }
      : await this.router
          .plan({
            livemode: true,
            token,
            authorizeNet: Boolean(args.authorizeNetToken),
            provider: args.provider,
            cardBrand: args.cardBrand,
            amountCents: wp.totalCents,
          })
          .catch((error: unknown) => {
            throw error instanceof RoutingRefusal ? payFailure('refused', error.message, 'routing') : error;
          });
    const processor = await processorNameFor(this.processors, plan.processor, () => badInput(PAYMENT_SOMETHING_WENT_WRONG_MESSAGE));
    const key = args.idempotencyKey?.trim() || randomUUID();
    if (key.length > 200) throw badInput(INVALID_REQUEST_ERROR_MESSAGE);

    // Cheap answers first; the process stays the authority when two requests race. A payable
    // checkout's process answers a repeated key itself; where the API refuses before asking it,
    // a retry of a finished request gets its answer from the record (one more read, only then).
    const why = checkoutPayRefusal(wp.status) ?? (wp.owner.blockTransactions ? CHECKOUT_ACTION_MESSAGES.blocked : undefined);
    if (why) {
      const known = await this.em.findOne(CheckoutPayment, { idempotencyKey: `${checkoutWorkflowId(wp.code)}/${key}` });
      if (known?.status === 'succeeded') return wp;
      if (known?.status === 'failed') throw payFailure(known.errorType ?? '', known.failMessage ?? '', known.failCode ?? '');
      throw badInput(why);
    }

    const result = await this.process.pay(checkoutProcessInput(wp), {
      idempotencyKey: key,
      processor,
      token,
      tokenDescriptor: args.authorizeNetTokenDescriptor ?? undefined,
      ...(plan.fallbacks.length ? { fallbacks: plan.fallbacks } : {}),
      payer: {
        name: args.customerName!.trim(),
        email: args.customerEmail!.trim(),
        zipCode: args.zipCode!.trim(),
        phoneNumber: args.phoneNumber!.trim(),
        ...payerAddress(),
      },
      ownerBlocked: wp.owner.blockTransactions,
    });
    if (result.status !== 'succeeded') throw payFailure(result.errorType, result.failMessage, result.failCode);
    // Paid: the charge activity marked it so (only from a payable status, which it had above);
    // the redirect's other fields do not change with a payment, so the checkout is not read again.
    return { id: wp.id, status: 'paid', responseUrl: wp.responseUrl, cancelUrl: wp.cancelUrl };
  }

  async cancel(webPaymentId: string | null | undefined, accessKey: string | null | undefined): Promise<WebPayment> {
    const wp = await this.byAccessKey(accessKey, webPaymentId);
    if (wp.status === 'cancelled') return wp;
    if (!canCancelCheckout(wp.status)) throw badInput(checkoutPayRefusal(wp.status) ?? CHECKOUT_ACTION_MESSAGES.cancelNotAllowed);
    await this.process.cancel(checkoutProcessInput(wp));
    return this.byAccessKey(accessKey);
  }

  /** A new checkout (merchant API) with its process started; the row goes again if the start fails. */
  async create(input: Omit<NewWebPayment, 'merchantKey'>, key: MerchantKey | null): Promise<WebPayment> {
    const wp = await createWebPayment(this.em, { ...input, merchantKey: key });
    await this.em.flush();
    for (let attempt = 0; ; attempt++) {
      try {
        await this.process.start(checkoutProcessInput(wp));
        return wp;
      } catch (error) {
        if (error instanceof WorkflowExecutionAlreadyStartedError && attempt < 10) {
          // A database recreated against a Temporal that remembers older checkouts: move along.
          wp.code = await nextCheckoutCode(this.em, true);
          await this.em.flush();
          continue;
        }
        this.logger.error(`could not start the process of ${wp.code}: ${error instanceof Error ? error.message : String(error)}`);
        await this.em.nativeDelete(WebPayment, { id: wp.id });
        throw error;
      }
    }
  }
}
