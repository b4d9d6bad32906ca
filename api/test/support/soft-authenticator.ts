import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';

import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

// A software WebAuthn authenticator for API tests (issue 44): real ES256 keys from node:crypto,
// real attestation objects and signatures, so the server's library checks them as a browser's.
// One instance holds any number of discoverable credentials, each with its signature counter.

interface Credential {
  id: Uint8Array<ArrayBuffer>;
  privateKey: KeyObject;
  x: Uint8Array;
  y: Uint8Array;
  userHandle: string;
  counter: number;
}

/** The options the server sent, as far as the authenticator reads them. */
interface CreationOptions {
  challenge: string;
  rp: { id?: string };
  user: { id: string };
}
interface RequestOptions {
  challenge: string;
  rpId?: string;
  allowCredentials?: { id: string }[];
}

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

export class SoftAuthenticator {
  readonly credentials: Credential[] = [];

  constructor(private readonly origin: string) {}

  /** navigator.credentials.create: a new credential and its RegistrationResponseJSON. */
  register(optionsJson: string): { id: string; response: string } {
    const options = JSON.parse(optionsJson) as CreationOptions;
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const credential: Credential = {
      id: new Uint8Array(randomBytes(32)),
      privateKey,
      x: isoBase64URL.toBuffer(jwk.x!),
      y: isoBase64URL.toBuffer(jwk.y!),
      userHandle: options.user.id,
      counter: 0,
    };
    this.credentials.push(credential);
    const cose = new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, credential.x],
      [-3, credential.y],
    ]);
    const attested = concat(new Uint8Array(16), u16(credential.id.length), credential.id, isoCBOR.encode(cose));
    const authData = concat(sha256(options.rp.id ?? new URL(this.origin).hostname), Uint8Array.of(FLAG_UP | FLAG_UV | FLAG_AT), u32(0), attested);
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]) as never,
    );
    const clientDataJSON = this.clientData('webauthn.create', options.challenge);
    const id = isoBase64URL.fromBuffer(credential.id);
    return {
      id,
      response: JSON.stringify({
        id,
        rawId: id,
        type: 'public-key',
        clientExtensionResults: {},
        response: { clientDataJSON, attestationObject: isoBase64URL.fromBuffer(new Uint8Array(attestationObject)), transports: ['internal'] },
      }),
    };
  }

  /**
   * navigator.credentials.get: an AuthenticationResponseJSON of the credential `credentialId`
   * (default: the first allowed, or the first held). The counter goes up by one each time;
   * `counter` forces a value (a cloned authenticator).
   */
  assert(optionsJson: string, { credentialId, counter }: { credentialId?: string; counter?: number } = {}): string {
    const options = JSON.parse(optionsJson) as RequestOptions;
    const wanted = credentialId ?? options.allowCredentials?.[0]?.id;
    const credential = wanted ? this.credentials.find((c) => isoBase64URL.fromBuffer(c.id) === wanted) : this.credentials[0];
    if (!credential) throw new Error('no such credential in this authenticator');
    credential.counter = counter ?? credential.counter + 1;
    const authData = concat(sha256(options.rpId ?? new URL(this.origin).hostname), Uint8Array.of(FLAG_UP | FLAG_UV), u32(credential.counter));
    const clientDataJSON = this.clientData('webauthn.get', options.challenge);
    const signed = concat(authData, sha256(isoBase64URL.toBuffer(clientDataJSON)));
    const signature = sign('sha256', signed, credential.privateKey);
    const id = isoBase64URL.fromBuffer(credential.id);
    return JSON.stringify({
      id,
      rawId: id,
      type: 'public-key',
      clientExtensionResults: {},
      response: {
        clientDataJSON,
        authenticatorData: isoBase64URL.fromBuffer(authData),
        signature: isoBase64URL.fromBuffer(new Uint8Array(signature)),
        userHandle: credential.userHandle,
      },
    });
  }

  private clientData(type: string, challenge: string): string {
    return isoBase64URL.fromUTF8String(JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false }));
  }
}

function sha256(data: string | Uint8Array): Uint8Array {
  return new Uint8Array(createHash('sha256').update(data).digest());
}

function u16(n: number): Uint8Array {
  return Uint8Array.of((n >> 8) & 0xff, n & 0xff);
}

function u32(n: number): Uint8Array {
  return Uint8Array.of((n >>> 24) & 0xff, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff);
}

function concat(...parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
