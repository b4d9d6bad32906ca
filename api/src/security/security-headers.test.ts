import { contentSecurityPolicy, securityHeaders } from './security-headers';

describe('security headers', () => {
  it('allows the card processors and the upload origin, and no framing', () => {
    const csp = contentSecurityPolicy({ production: false, uploadOrigins: ['https://files.example.test'] });
    expect(csp).toContain("script-src 'self' https://js.stripe.com https://*.js.stripe.com https://js.authorize.net https://jstest.authorize.net");
    expect(csp).toContain("connect-src 'self' https://api.stripe.com https://*.authorize.net https://files.example.test");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });

  it("allows a configured Accept.js stand-in's origin for its script and its calls", () => {
    const csp = contentSecurityPolicy({ production: false, acceptJsOrigins: ['http://127.0.0.1:4010'] });
    expect(csp).toContain(
      "script-src 'self' https://js.stripe.com https://*.js.stripe.com https://js.authorize.net https://jstest.authorize.net http://127.0.0.1:4010;",
    );
    expect(csp).toContain("connect-src 'self' https://api.stripe.com https://*.authorize.net http://127.0.0.1:4010");
  });

  it('adds HSTS in production only', () => {
    const headersOf = (production: boolean) => {
      const set: Record<string, string> = {};
      securityHeaders({ production })({}, { setHeader: (k: string, v: string) => void (set[k] = v) }, () => undefined);
      return set;
    };
    expect(headersOf(true)['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
    expect(headersOf(false)['Strict-Transport-Security']).toBeUndefined();
  });
});
