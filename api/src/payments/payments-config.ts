// Provider credentials, read once from the environment. A provider without its keys is simply
// unavailable (never silently replaced); the Sandbox is always available and is the default.
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
}

export const PAYMENTS_CONFIG = Symbol('PAYMENTS_CONFIG');

export const AUTHORIZE_NET_ENDPOINTS: Record<AuthorizeNetEnv, string> = {
  sandbox: 'https://apitest.authorize.net/xml/v1/request.api',
  production: 'https://api.authorize.net/xml/v1/request.api',
};

export function loadPaymentsConfig(env: NodeJS.ProcessEnv = process.env): PaymentsConfig {
  const config: PaymentsConfig = {};
  if (env.STRIPE_SECRET_KEY) {
    config.stripe = {
      secretKey: env.STRIPE_SECRET_KEY,
      publishableKey: env.STRIPE_PUBLISHABLE_KEY || undefined,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET || undefined,
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
  return config;
}
