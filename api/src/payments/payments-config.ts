// Provider credentials, read once from the environment. A provider without its keys is simply
// unavailable (never silently replaced). The Sandbox always serves test mode; it takes live
// payments only where no real processor is configured outside production, or when told to.
export type AuthorizeNetEnv = 'sandbox' | 'production';

export interface PaymentsConfig {
  stripe?: {
    secretKey: string;
    publishableKey?: string;
    webhookSecret?: string;
    /** Only tests point the SDK elsewhere (a local server speaking Stripe's HTTP API). */
    apiHost?: string;
    apiPort?: number;
    apiProtocol?: 'http' | 'https';
  };
  authorizeNet?: {
    loginId: string;
    transactionKey: string;
    clientKey?: string;
    env: AuthorizeNetEnv;
    /** Overrides the endpoint chosen by env; only tests use it. */
    endpoint?: string;
  };
  /**
   * Whether the Sandbox may capture live payments (no money moves): SANDBOX_LIVE_PAYMENTS=1 or 0
   * decides; unset, only a deployment without Stripe or Authorize.Net keys outside
   * NODE_ENV=production (the demo of `npm start`).
   */
  sandboxLive: boolean;
}

export const PAYMENTS_CONFIG = Symbol('PAYMENTS_CONFIG');

export const AUTHORIZE_NET_ENDPOINTS: Record<AuthorizeNetEnv, string> = {
  sandbox: 'https://apitest.authorize.net/xml/v1/request.api',
  production: 'https://api.authorize.net/xml/v1/request.api',
};

export function loadPaymentsConfig(env: NodeJS.ProcessEnv = process.env): PaymentsConfig {
  const config: PaymentsConfig = { sandboxLive: false };
  if (env.STRIPE_SECRET_KEY) {
    config.stripe = {
      secretKey: env.STRIPE_SECRET_KEY,
      publishableKey: env.STRIPE_PUBLISHABLE_KEY || undefined,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET || undefined,
      ...stripeApiAt(env.STRIPE_API_URL),
    };
  }
  if (env.AUTHORIZE_NET_LOGIN_ID && env.AUTHORIZE_NET_TRANSACTION_KEY) {
    config.authorizeNet = {
      loginId: env.AUTHORIZE_NET_LOGIN_ID,
      transactionKey: env.AUTHORIZE_NET_TRANSACTION_KEY,
      clientKey: env.AUTHORIZE_NET_CLIENT_KEY || undefined,
      env: env.AUTHORIZE_NET_ENV === 'production' ? 'production' : 'sandbox',
    };
  }
  config.sandboxLive = sandboxTakesLive(env, hasRealProcessor(config));
  return config;
}

/** Stripe or Authorize.Net has keys here: live money goes through it, never the Sandbox by default. */
export function hasRealProcessor(config: Pick<PaymentsConfig, 'stripe' | 'authorizeNet'>): boolean {
  return Boolean(config.stripe || config.authorizeNet);
}

function sandboxTakesLive(env: NodeJS.ProcessEnv, realProcessor: boolean): boolean {
  if (env.SANDBOX_LIVE_PAYMENTS === '1') return true;
  if (env.SANDBOX_LIVE_PAYMENTS === '0') return false;
  return !realProcessor && env.NODE_ENV !== 'production';
}

/** STRIPE_API_URL (e.g. a local stripe-mock, or the tests' fake Stripe): where the SDK sends its calls. */
function stripeApiAt(url: string | undefined): Pick<NonNullable<PaymentsConfig['stripe']>, 'apiHost' | 'apiPort' | 'apiProtocol'> {
  if (!url) return {};
  const parsed = new URL(url);
  const apiProtocol = parsed.protocol === 'http:' ? 'http' : 'https';
  return { apiHost: parsed.hostname, apiProtocol, ...(parsed.port ? { apiPort: Number(parsed.port) } : {}) };
}
