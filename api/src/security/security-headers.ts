// Headers on every response of the API and the web app it serves. The pages load only their own
// scripts plus the card processors' (Stripe.js, Accept.js); styled-components writes <style>
// tags, hence 'unsafe-inline' for styles only. No page of the spec is embedded in another site.

const STRIPE = ['https://js.stripe.com', 'https://*.js.stripe.com'];
const ACCEPT_JS = ['https://js.authorize.net', 'https://jstest.authorize.net'];

export interface SecurityHeaderOptions {
  production: boolean;
  /** Where browsers upload files directly (an S3 endpoint), besides this origin. */
  uploadOrigins?: readonly string[];
  /** A configured Accept.js stand-in's origin (AUTHORIZE_NET_ACCEPT_JS_URL): its script and the calls it makes. */
  acceptJsOrigins?: readonly string[];
}

export function contentSecurityPolicy({ uploadOrigins = [], acceptJsOrigins = [] }: SecurityHeaderOptions): string {
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...STRIPE, ...ACCEPT_JS, ...acceptJsOrigins],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", 'https://api.stripe.com', 'https://*.authorize.net', ...acceptJsOrigins, ...uploadOrigins],
    'frame-src': [...STRIPE, 'https://hooks.stripe.com', ...ACCEPT_JS],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** Express middleware setting the security headers (HSTS only in production, which runs behind TLS). */
export function securityHeaders(options: SecurityHeaderOptions) {
  const csp = contentSecurityPolicy(options);
  return (_req: unknown, res: { setHeader: (name: string, value: string) => void }, next: () => void): void => {
    res.setHeader('Content-Security-Policy', csp);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (options.production) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    next();
  };
}
