import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';

import { PaymentResult } from './dtos/invoice.type';
import { PaymentProviderEnum } from './dtos/invoice-enums';
import { InvoicePaymentsService } from './invoice-payments.service';

// The customer's pay page calls (public: the access key is the credential).
@Resolver()
export class InvoicePaymentsResolver {
  constructor(private readonly payments: InvoicePaymentsService) {}

  @Mutation(() => PaymentResult)
  payInvoice(
    @Args('invoiceId', { type: () => ID, nullable: true }) invoiceId?: string | null,
    @Args('accessKey', { type: () => String, nullable: true }) accessKey?: string | null,
    @Args('stripeToken', { type: () => String, nullable: true }) stripeToken?: string | null,
    @Args('authorizeNetToken', { type: () => String, nullable: true }) authorizeNetToken?: string | null,
    @Args('authorizeNetTokenDescriptor', { type: () => String, nullable: true }) authorizeNetTokenDescriptor?: string | null,
    @Args('provider', { type: () => PaymentProviderEnum, nullable: true }) provider?: string | null,
    @Args('cardBrand', {
      type: () => String,
      nullable: true,
      description: "The card type the payer selected; refused when it is not the brand of the token's card",
    })
    cardBrand?: string | null,
    @Args('customerName', { type: () => String, nullable: true }) customerName?: string | null,
    @Args('zipCode', { type: () => String, nullable: true }) zipCode?: string | null,
    @Args('phoneNumber', { type: () => String, nullable: true }) phoneNumber?: string | null,
    @Args('idempotencyKey', { type: () => String, nullable: true, description: 'Same key, same answer: a retried call never charges twice' })
    idempotencyKey?: string | null,
  ): Promise<PaymentResult> {
    return this.payments.pay({
      invoiceId,
      accessKey,
      stripeToken,
      authorizeNetToken,
      authorizeNetTokenDescriptor,
      provider,
      cardBrand,
      customerName,
      zipCode,
      phoneNumber,
      idempotencyKey,
    });
  }

  @Mutation(() => String, { nullable: true, description: "The card provider's client secret (null when the provider needs none)" })
  generateInvoicePaymentIntent(
    @Args('invoiceId', { type: () => ID, nullable: true }) invoiceId?: string | null,
    @Args('accessKey', { type: () => String, nullable: true }) accessKey?: string | null,
  ): Promise<string | null> {
    return this.payments.paymentIntent(invoiceId, accessKey);
  }

  @Query(() => String, { nullable: true })
  getStripePaymentIntentClientSecretByAccessKey(@Args('accessKey', { type: () => String }) accessKey: string): Promise<string | null> {
    return this.payments.paymentIntent(null, accessKey);
  }
}
