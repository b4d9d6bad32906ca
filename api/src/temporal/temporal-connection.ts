import { readFileSync } from 'node:fs';

import type { AppConfig } from '../config/app-config';

/** What both Temporal connections (the API's client, the worker's native one) are given. */
export interface TemporalConnectionSettings {
  address: string;
  apiKey?: string;
  tls?: boolean | { clientCertPair?: { crt: Buffer; key: Buffer }; serverRootCACertificate?: Buffer };
}

/**
 * A self-hosted server by default (plain gRPC); Temporal Cloud or any TLS frontend with
 * TEMPORAL_API_KEY (TLS implied) or with TEMPORAL_TLS_CERT + TEMPORAL_TLS_KEY (mTLS, file paths),
 * TEMPORAL_TLS_CA for a private CA, TEMPORAL_TLS=true for server TLS only. A half-given client
 * certificate is refused at start rather than failing at the first call.
 */
export function temporalConnectionSettings(
  config: Pick<AppConfig, 'temporalAddress' | 'temporalSecurity'>,
  read: (path: string) => Buffer = readFileSync,
): TemporalConnectionSettings {
  const address = config.temporalAddress;
  const { apiKey, tlsCert, tlsKey, tlsCa, tls } = config.temporalSecurity;
  if (Boolean(tlsCert) !== Boolean(tlsKey)) throw new Error('TEMPORAL_TLS_CERT and TEMPORAL_TLS_KEY must be set together (mTLS).');
  const clientCertPair = tlsCert && tlsKey ? { crt: read(tlsCert), key: read(tlsKey) } : undefined;
  const serverRootCACertificate = tlsCa ? read(tlsCa) : undefined;
  const wantsTls = tls || Boolean(apiKey) || Boolean(clientCertPair) || Boolean(serverRootCACertificate);
  return {
    address,
    ...(apiKey ? { apiKey } : {}),
    ...(wantsTls
      ? {
          tls:
            clientCertPair || serverRootCACertificate
              ? { ...(clientCertPair ? { clientCertPair } : {}), ...(serverRootCACertificate ? { serverRootCACertificate } : {}) }
              : true,
        }
      : {}),
  };
}
