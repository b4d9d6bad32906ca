import { EntityManager } from '@mikro-orm/postgresql';
import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { CheckoutStatus } from '@pg/domain';

import type { AuthUser } from '../common/auth-user';
import { CurrentUser } from '../common/current-user.decorator';
import { DateTimeScalar } from '../common/date-time.scalar';
import { MoneyListArgs } from '../common/dtos/list.args';
import { SuccessResult } from '../common/dtos/success-result.type';
import { HasTransferArg, withoutTransfer } from '../common/dtos/transfer-filter.args';
import { authRequired, badInput, notFound } from '../common/gateway.exception';
import { PaymentProviderEnum } from '../invoices/dtos/invoice-enums';
import { CheckoutAdminService } from './checkout-admin.service';
import { CheckoutListService } from './checkout-list.service';
import { CheckoutPayment } from './checkout-payment.entity';
import { type CheckoutRedirect, CheckoutsService } from './checkouts.service';
import { WebPaymentList, WebPaymentRedirect, WebPaymentStatusEnum, WebPaymentType } from './dtos/web-payment.type';
import type { WebPayment } from './web-payment.entity';
import { toWebPaymentType } from './web-payment.mapper';

const redirect = (wp: CheckoutRedirect): WebPaymentRedirect => ({ id: wp.id, status: wp.status, responseUrl: wp.responseUrl, cancelUrl: wp.cancelUrl });

// Checkout calls of spec 000 s7 (the customer's page; public, the access key is the credential)
// and spec 002 s7 (the back office). Thin: the services hold the rules.
@Resolver(() => WebPaymentType)
export class CheckoutsResolver {
  constructor(
    private readonly em: EntityManager,
    private readonly checkouts: CheckoutsService,
    private readonly admin: CheckoutAdminService,
    private readonly lists: CheckoutListService,
  ) {}

  @Query(() => WebPaymentType, { description: 'By id (signed in, own organization unless staff) or by accessKey (the public checkout page)' })
  async webPayment(
    @CurrentUser() user: AuthUser | null,
    @Args('id', { type: () => ID, nullable: true }) id?: string | null,
    @Args('accessKey', { type: () => String, nullable: true }) accessKey?: string | null,
  ): Promise<WebPaymentType> {
    if (accessKey) {
      // Reached by the checkout link: the payer's view, whoever is signed in.
      const wp = await this.checkouts.byAccessKey(accessKey).catch(() => {
        throw notFound('Checkout');
      });
      return toWebPaymentType(wp, [], null);
    }
    if (!id) throw badInput('id or accessKey is required');
    if (!user) throw authRequired();
    const wp = await this.admin.find(user, id);
    return toWebPaymentType(wp, await this.paymentsOf(wp), user);
  }

  @Query(() => WebPaymentRedirect, { description: 'Select responseUrl' })
  async getWebPaymentResponseUrl(@Args('accessKey', { type: () => String }) accessKey: string): Promise<WebPaymentRedirect> {
    return redirect(await this.checkouts.byAccessKey(accessKey));
  }

  @Mutation(() => String, { nullable: true, description: "The card provider's client secret (null when the provider needs none)" })
  generateWebPaymentPaymentIntent(
    @Args('webPaymentId', { type: () => ID }) webPaymentId: string,
    @Args('accessKey', { type: () => String, nullable: true, description: "The checkout's access key (its link), as for paying" }) accessKey?: string | null,
  ): Promise<string | null> {
    return this.checkouts.paymentIntent(webPaymentId, accessKey);
  }

  @Mutation(() => WebPaymentRedirect, { description: 'Charges the checkout once per idempotency key; select responseUrl' })
  async payWebPayment(
    @Args('webPaymentId', { type: () => ID, nullable: true }) webPaymentId?: string | null,
    @Args('stripeToken', { type: () => String, nullable: true }) stripeToken?: string | null,
    @Args('accessKey', { type: () => String, nullable: true }) accessKey?: string | null,
    @Args('customerName', { type: () => String, nullable: true }) customerName?: string | null,
    @Args('customerEmail', { type: () => String, nullable: true }) customerEmail?: string | null,
    @Args('authorizeNetToken', { type: () => String, nullable: true }) authorizeNetToken?: string | null,
    @Args('authorizeNetTokenDescriptor', { type: () => String, nullable: true }) authorizeNetTokenDescriptor?: string | null,
    @Args('provider', { type: () => PaymentProviderEnum, nullable: true }) provider?: string | null,
    @Args('cardBrand', {
      type: () => String,
      nullable: true,
      description: "The card type the payer selected; refused when it is not the brand of the token's card",
    })
    cardBrand?: string | null,
    @Args('zipCode', { type: () => String, nullable: true }) zipCode?: string | null,
    @Args('phoneNumber', { type: () => String, nullable: true }) phoneNumber?: string | null,
    @Args('idempotencyKey', { type: () => String, nullable: true, description: 'Same key, same answer: a retried call never charges twice' })
    idempotencyKey?: string | null,
  ): Promise<WebPaymentRedirect> {
    return redirect(
      await this.checkouts.pay({
        webPaymentId,
        stripeToken,
        accessKey,
        customerName,
        customerEmail,
        authorizeNetToken,
        authorizeNetTokenDescriptor,
        provider,
        cardBrand,
        zipCode,
        phoneNumber,
        idempotencyKey,
      }),
    );
  }

  @Mutation(() => WebPaymentRedirect, { description: 'Select cancelUrl' })
  async cancelWebPayment(
    @Args('webPaymentId', { type: () => ID, nullable: true }) webPaymentId?: string | null,
    @Args('accessKey', { type: () => String, nullable: true }) accessKey?: string | null,
  ): Promise<WebPaymentRedirect> {
    return redirect(await this.checkouts.cancel(webPaymentId, accessKey));
  }

  @Query(() => WebPaymentList)
  async webPayments(
    @CurrentUser() user: AuthUser,
    @Args() list: MoneyListArgs,
    @Args('ownerId', { type: () => ID, nullable: true }) ownerId?: string | null,
    @Args('accessKey', { type: () => String, nullable: true }) accessKey?: string | null,
    @Args('status', { type: () => WebPaymentStatusEnum, nullable: true }) status?: CheckoutStatus | null,
    @Args('page', { type: () => Int, nullable: true }) page?: number | null,
    @HasTransferArg() hasTransfer?: boolean | null,
    @Args('livemode', { type: () => Boolean, nullable: true, description: 'true: live checkouts only; false: test checkouts only (test mode); omitted: both' })
    livemode?: boolean | null,
  ): Promise<WebPaymentList> {
    const { items, total } = await this.lists.list(user, {
      ...list,
      ownerId,
      accessKey,
      status,
      page,
      hasTransfer: withoutTransfer(hasTransfer, list.transferId),
      livemode,
    });
    return { items: items.map((wp) => toWebPaymentType(wp, [], user)), total };
  }

  @Mutation(() => WebPaymentType, { description: 'paid -> disbursed (bank-side admin)' })
  async disburseWebPayment(@CurrentUser() user: AuthUser, @Args('id', { type: () => ID }) id: string): Promise<WebPaymentType> {
    const wp = await this.admin.disburse(user, id);
    return toWebPaymentType(wp, await this.paymentsOf(wp), user);
  }

  @Mutation(() => SuccessResult, { description: 'E-mails the CSV report of checkouts created in the range to the caller' })
  async summaryOfCheckout(
    @CurrentUser() user: AuthUser,
    @Args('startDate', { type: () => DateTimeScalar }) startDate: Date,
    @Args('endDate', { type: () => DateTimeScalar }) endDate: Date,
  ): Promise<SuccessResult> {
    await this.admin.sendReport(user, startDate, endDate);
    return SuccessResult.ok;
  }

  private paymentsOf(wp: WebPayment): Promise<CheckoutPayment[]> {
    return this.em.find(CheckoutPayment, { webPayment: wp.id }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  }
}
