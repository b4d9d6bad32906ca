import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { PaymentProviderEnum } from '../invoices/dtos/invoice-enums';
import { CheckoutsService } from './checkouts.service';
import { WebPaymentType } from './dtos/web-payment.type';

// The customer's checkout page calls (public: the access key is the credential). The calls the
// spec says "return responseUrl / cancelUrl" return the web payment; the page selects that field.
@Resolver(() => WebPaymentType)
export class CheckoutsResolver {
  constructor(private readonly checkouts: CheckoutsService) {}

  @Query(() => WebPaymentType)
  webPayment(@Args('accessKey', { type: () => String }) accessKey: string): Promise<WebPaymentType> {
    return this.checkouts.byAccessKey(accessKey);
  }

  @Query(() => WebPaymentType, { description: 'Select responseUrl' })
  getWebPaymentResponseUrl(@Args('accessKey', { type: () => String }) accessKey: string): Promise<WebPaymentType> {
    return this.checkouts.byAccessKey(accessKey);
  }

  @Mutation(() => String, { nullable: true, description: "The card provider's client secret (null when the provider needs none)" })
  generateWebPaymentPaymentIntent(@Args('webPaymentId', { type: () => ID }) webPaymentId: string): Promise<string | null> {
    return this.checkouts.paymentIntent(webPaymentId);
  }

  @Mutation(() => WebPaymentType, { description: 'Charges the checkout once; select responseUrl' })
  payWebPayment(
    @Args('webPaymentId', { type: () => ID, nullable: true }) webPaymentId?: string | null,
    @Args('stripeToken', { type: () => String, nullable: true }) stripeToken?: string | null,
    @Args('accessKey', { type: () => String, nullable: true }) accessKey?: string | null,
    @Args('customerName', { type: () => String, nullable: true }) customerName?: string | null,
    @Args('customerEmail', { type: () => String, nullable: true }) customerEmail?: string | null,
    @Args('authorizeNetToken', { type: () => String, nullable: true }) authorizeNetToken?: string | null,
    @Args('authorizeNetTokenDescriptor', { type: () => String, nullable: true }) authorizeNetTokenDescriptor?: string | null,
    @Args('provider', { type: () => PaymentProviderEnum, nullable: true }) provider?: string | null,
    @Args('zipCode', { type: () => String, nullable: true }) zipCode?: string | null,
    @Args('phoneNumber', { type: () => String, nullable: true }) phoneNumber?: string | null,
    @Args('idempotencyKey', { type: () => String, nullable: true, description: 'Same key, same answer: a retried call never charges twice' })
    idempotencyKey?: string | null,
  ): Promise<WebPaymentType> {
    return this.checkouts.pay({
      webPaymentId, stripeToken, accessKey, customerName, customerEmail, authorizeNetToken, authorizeNetTokenDescriptor, provider, zipCode, phoneNumber, idempotencyKey,
    });
  }

  @Mutation(() => WebPaymentType, { description: 'Select cancelUrl' })
  cancelWebPayment(
    @Args('webPaymentId', { type: () => ID, nullable: true }) webPaymentId?: string | null,
    @Args('accessKey', { type: () => String, nullable: true }) accessKey?: string | null,
  ): Promise<WebPaymentType> {
    return this.checkouts.cancel(webPaymentId, accessKey);
  }
}
