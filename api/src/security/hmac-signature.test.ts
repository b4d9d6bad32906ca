import { signSandboxPayload, verifySandboxSignature } from '../payments/sandbox/sandbox-signature';
import { signatureHeader, verifySignature } from '../webhooks/webhook-signature';

// Review 49 s11: the merchants' webhooks and the Sandbox's are one scheme from one module.
describe('one HMAC signature scheme for webhooks and the Sandbox', () => {
  const body = '{"id":"evt_1","type":"charge.dispute.created","note":"Thimphu ཐིམ་ཕུ"}';
  const t = 1_700_000_000;

  it('signs the same header for a text body and its raw bytes', () => {
    expect(signSandboxPayload(body, 'sandbox-secret', t)).toBe(signatureHeader(['sandbox-secret'], t, body));
    expect(signatureHeader(['sandbox-secret'], t, Buffer.from(body, 'utf8'))).toBe(signatureHeader(['sandbox-secret'], t, body));
  });

  it('verifies the raw bytes with the same rules either way', () => {
    const header = signatureHeader(['s1'], t, body);
    expect(verifySignature(header, 's1', Buffer.from(body, 'utf8'), t + 10)).toBe('ok');
    expect(verifySandboxSignature(Buffer.from(body, 'utf8'), header, 's1', t + 10)).toBe(true);
    expect(verifySandboxSignature(Buffer.from(body, 'utf8'), header, 's1', t + 301)).toBe(false);
    expect(verifySandboxSignature(Buffer.from(`${body} `, 'utf8'), header, 's1', t + 10)).toBe(false);
    expect(verifySandboxSignature(Buffer.from(body, 'utf8'), undefined, 's1', t)).toBe(false);
  });

  it('the Sandbox, like the webhooks, accepts any v1 of a secret roll', () => {
    const header = signatureHeader(['new-secret', 'old-secret'], t, body);
    expect(verifySandboxSignature(Buffer.from(body, 'utf8'), header, 'new-secret', t)).toBe(true);
    expect(verifySandboxSignature(Buffer.from(body, 'utf8'), header, 'old-secret', t)).toBe(true);
  });
});
