import { PAYMENT_INTENT_FAILED_MESSAGE, PAYMENT_SOMETHING_WENT_WRONG_MESSAGE } from '@pg/domain';
import { Button, SelectField, TextField } from '@pg/ui-kit';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';

import { useForm } from '../../app/hooks/useForm';
import type { PayCard } from '../graphql/payments';
import { useAcceptJs } from '../hooks/useAcceptJs';
import type { CardToken, Payment } from '../hooks/usePayment';
import { acceptJsToken } from '../logic/acceptJs';
import { type CardEntry, cardEntryFor, defaultProvider, detectBrand, ownCardFields, providerForBrand } from '../logic/gatewayChoice';
import { EMPTY_PAYER, type PayerValues, validatePayer } from '../logic/payerForm';
import { PaymentError } from '../logic/paymentError';
import { createSandboxToken } from '../logic/sandboxTokens';
import { stripeToken } from '../logic/stripeCard';
import { money } from './money';
import { CardError, Form, Pair, Row } from './payments.styles';
import { BrandMark, SecureNote } from './PayReassurance';
import { StripeCardField, type StripeCardHandle } from './StripeCardField';

interface PaymentFormProps {
  /** What the card is charged (the Pay button says it). */
  total: number;
  /** Who is paid (the secure line says the merchant never sees the card). */
  merchant: string;
  cards: readonly PayCard[];
  stripePublishableKey: string | null;
  /** An existing client secret of the provider's intent, if any. */
  clientSecret: string | null;
  /** Creates the provider's intent (generateInvoicePaymentIntent / generateWebPaymentPaymentIntent). */
  generateIntent: () => Promise<string | null>;
  /** The page's payment (usePayInvoice / usePayCheckout). */
  payment: Payment;
  /** The checkout page asks for the payer's e-mail (spec 000 s5). */
  askEmail?: boolean;
  /** Beside the Pay button (the checkout's Cancel). */
  secondaryAction?: ReactNode;
  /** The payer's name, and the e-mail the receipt goes to when the form asks for it. */
  onPaid: (customerName: string, customerEmail: string | null) => void;
}

/** The payer's card and contact details; the brand picks the gateway (spec 000). */
export function PaymentForm({
  total,
  merchant,
  cards,
  stripePublishableKey,
  clientSecret,
  generateIntent,
  payment,
  askEmail = false,
  secondaryAction,
  onPaid,
}: PaymentFormProps) {
  const [brandPicked, setBrandPicked] = useState(false);
  const [stripeCard, setStripeCard] = useState<StripeCardHandle | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const { pay, phase, error, startOver } = payment;

  // A brand with no gateway set goes to the card payment provider (spec 000 line 72).
  const fallback = defaultProvider(stripePublishableKey);
  // How the card is entered for a brand; the payer's own card fields are validated only when they are shown.
  const entryFor = useCallback(
    (brand: string): CardEntry => (brand ? cardEntryFor(providerForBrand(cards, brand, fallback), stripePublishableKey) : 'sandboxFields'),
    [cards, fallback, stripePublishableKey],
  );
  const validate = useCallback((values: PayerValues) => validatePayer(values, ownCardFields(entryFor(values.cardBrand)), askEmail), [entryFor, askEmail]);
  const form = useForm<PayerValues>(EMPTY_PAYER, validate);
  const { values, setValue } = form;

  const provider = providerForBrand(cards, values.cardBrand, fallback);
  const entry = entryFor(values.cardBrand);
  // Accept.js is loaded only once a brand routed to Authorize.Net is chosen.
  const acceptJs = useAcceptJs(entry === 'acceptJsFields');
  // Any change after a failed try makes the next click a new attempt (new key, new token).
  useEffect(() => startOver(), [values, startOver]);

  // Preselect the brand the number looks like, until the payer picks one themselves.
  useEffect(() => {
    if (brandPicked) return;
    const detected = detectBrand(cards, values.cardNumber);
    if (detected && detected !== values.cardBrand) setValue('cardBrand', detected);
  }, [brandPicked, cards, setValue, values.cardBrand, values.cardNumber]);

  const brandOptions = useMemo(() => cards.map((card) => ({ value: card.name, label: card.name })), [cards]);
  const paying = phase === 'paying';
  const cardReady =
    entry === 'sandboxFields' || (entry === 'stripeElement' && stripeCard !== null) || (entry === 'acceptJsFields' && acceptJs.status === 'ready');
  const ready = cardReady && !form.hasErrors;

  const tokenise = async (): Promise<CardToken> => {
    if (entry === 'sandboxFields') return { kind: 'token', token: await createSandboxToken(values) };
    if (entry === 'acceptJsFields' && acceptJs.status === 'ready') {
      const { dataValue, dataDescriptor } = await acceptJsToken(acceptJs.accept, acceptJs.settings, values);
      return { kind: 'opaqueData', dataValue, dataDescriptor };
    }
    if (entry === 'stripeElement' && stripeCard) {
      let secret = clientSecret;
      if (!secret) {
        secret = await generateIntent().catch(() => {
          throw new PaymentError('', PAYMENT_INTENT_FAILED_MESSAGE);
        });
      }
      const token = await stripeToken(stripeCard.stripe, stripeCard.card, secret, {
        name: values.name,
        zipCode: values.zipCode,
        phoneNumber: values.phoneNumber,
      });
      return { kind: 'token', token };
    }
    throw new PaymentError('', PAYMENT_SOMETHING_WENT_WRONG_MESSAGE);
  };

  const onSubmit = form.handleSubmit(() => {
    if (!ready || paying) return;
    void pay({
      provider,
      cardBrand: values.cardBrand,
      customerName: values.name,
      customerEmail: askEmail ? values.email : undefined,
      zipCode: values.zipCode,
      phoneNumber: values.phoneNumber,
      tokenise,
    }).then((ok) => ok && onPaid(values.name.trim(), askEmail ? values.email.trim() : null));
  });

  const cannotTake = entry === 'unavailable' || (entry === 'acceptJsFields' && acceptJs.status === 'unavailable');
  const shownError = error ?? loadError ?? (values.cardBrand && cannotTake ? PAYMENT_SOMETHING_WENT_WRONG_MESSAGE : null);

  return (
    <Form onSubmit={onSubmit} noValidate aria-label="Card payment">
      <h2>Payment details</h2>
      <SelectField
        label="Card Type"
        name="cardBrand"
        options={brandOptions}
        value={values.cardBrand}
        onChange={(value: string) => {
          setBrandPicked(true);
          setValue('cardBrand', value);
        }}
        placeholder="Select card type"
        error={form.errors.cardBrand}
      />
      {entry === 'stripeElement' && stripePublishableKey ? (
        <StripeCardField publishableKey={stripePublishableKey} onChange={setStripeCard} onError={setLoadError} />
      ) : (
        <>
          <TextField
            label="Card Number"
            {...form.field('cardNumber')}
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 1234 1234 1234"
            endAdornment={<BrandMark brand={values.cardBrand} />}
          />
          {/* Side by side on a phone too: two short fields (issue 50). */}
          <Pair>
            <TextField label="Expiry Date" {...form.field('expiryDate')} autoComplete="cc-exp" placeholder="MM/YYYY" />
            <TextField label="CVC" {...form.field('cvcCode')} inputMode="numeric" autoComplete="cc-csc" placeholder="123" />
          </Pair>
        </>
      )}
      <TextField label="Name on Card" {...form.field('name')} autoComplete="cc-name" />
      {askEmail && <TextField label="E-mail" {...form.field('email')} type="email" autoComplete="email" />}
      <Row>
        <TextField label="Zip Code" {...form.field('zipCode')} autoComplete="postal-code" />
        <TextField label="Phone Number" {...form.field('phoneNumber')} type="tel" autoComplete="tel" />
      </Row>
      {shownError && (
        <CardError role="alert" data-testid="card-error">
          {shownError}
        </CardError>
      )}
      <Button type="submit" fullWidth loading={paying} disabled={!ready || paying}>
        Pay {money(total)}
      </Button>
      <SecureNote provider={provider} merchant={merchant} />
      {secondaryAction}
    </Form>
  );
}
