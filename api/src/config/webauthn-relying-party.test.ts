import { relyingPartyOf } from './webauthn-relying-party';

describe('the WebAuthn relying party (issue 44)', () => {
  it("is PUBLIC_URL's host and origin", () => {
    expect(relyingPartyOf('https://pay.example.bt')).toEqual({ rpId: 'pay.example.bt', origins: ['https://pay.example.bt'] });
    expect(relyingPartyOf('http://localhost:4000')).toEqual({ rpId: 'localhost', origins: ['http://localhost:4000'] });
  });

  it('stands a loopback address for localhost: browsers refuse an IP address as relying party', () => {
    expect(relyingPartyOf('http://127.0.0.1:4123')).toEqual({ rpId: 'localhost', origins: ['http://127.0.0.1:4123', 'http://localhost:4123'] });
  });
});
