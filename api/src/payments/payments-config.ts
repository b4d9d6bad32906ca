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
    /** Overrides the endpoint chosen by env (AUTHORIZE_NET_API_URL): tests and demos with a local stand-in. */
    endpoint?: string;
    /** Where the pay page loads Accept.js from: by env, or AUTHORIZE_NET_ACCEPT_JS_URL (a local stand-in). */
    acceptJsUrl?: string;
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

/** Authorize.Net's Accept.js for each environment (https://developer.authorize.net/api/reference/features/acceptjs.html). */
export const ACCEPT_JS_URLS: Record<AuthorizeNetEnv, string> = {
  sandbox: 'https://jstest.authorize.net/v1/Accept.js',
  production: 'https://js.authorize.net/v1/Accept.js',
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
    const anetEnv: AuthorizeNetEnv = env.AUTHORIZE_NET_ENV === 'production' ? 'production' : 'sandbox';
    config.authorizeNet = {
      loginId: env.AUTHORIZE_NET_LOGIN_ID,
      transactionKey: env.AUTHORIZE_NET_TRANSACTION_KEY,
      clientKey: env.AUTHORIZE_NET_CLIENT_KEY || undefined,
      env: anetEnv,
      ...(env.AUTHORIZE_NET_API_URL ? { endpoint: env.AUTHORIZE_NET_API_URL } : {}),
      acceptJsUrl: acceptJsUrlFrom(env),
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

/** Where the pay page loads Accept.js from (AUTHORIZE_NET_ACCEPT_JS_URL, else by AUTHORIZE_NET_ENV). */
export function acceptJsUrlFrom(env: NodeJS.ProcessEnv): string {
  return env.AUTHORIZE_NET_ACCEPT_JS_URL || ACCEPT_JS_URLS[env.AUTHORIZE_NET_ENV === 'production' ? 'production' : 'sandbox'];
}

/** The origin of a configured Accept.js stand-in, for the Content-Security-Policy (none for Authorize.Net's own, already allowed). */
export function acceptJsOriginsFrom(env: NodeJS.ProcessEnv): string[] {
  if (!env.AUTHORIZE_NET_ACCEPT_JS_URL) return [];
  try {
    return [new URL(env.AUTHORIZE_NET_ACCEPT_JS_URL).origin];
  } catch {
    return [];
  }
}
