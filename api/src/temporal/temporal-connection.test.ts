import { loadConfig } from '../config/app-config';
import { temporalConnectionSettings } from './temporal-connection';

const files: Record<string, string> = { '/certs/client.pem': 'CERT', '/certs/client.key': 'KEY', '/certs/ca.pem': 'CA' };
const read = (path: string) => {
  if (!(path in files)) throw new Error(`ENOENT ${path}`);
  return Buffer.from(files[path]);
};
const settings = (env: Record<string, string>) => temporalConnectionSettings(loadConfig({ DEV_MODE: '1', TEMPORAL_ADDRESS: 'host:7233', ...env }), read);

describe('how the API and worker connect to Temporal', () => {
  it('connects in plain gRPC to a self-hosted server by default', () => {
    expect(settings({})).toEqual({ address: 'host:7233' });
  });

  it('uses TLS with an API key (Temporal Cloud)', () => {
    expect(settings({ TEMPORAL_API_KEY: 'secret-key' })).toEqual({ address: 'host:7233', apiKey: 'secret-key', tls: true });
  });

  it('presents a client certificate for mTLS, with a private CA when given', () => {
    expect(settings({ TEMPORAL_TLS_CERT: '/certs/client.pem', TEMPORAL_TLS_KEY: '/certs/client.key' })).toEqual({
      address: 'host:7233',
      tls: { clientCertPair: { crt: Buffer.from('CERT'), key: Buffer.from('KEY') } },
    });
    expect(settings({ TEMPORAL_TLS_CERT: '/certs/client.pem', TEMPORAL_TLS_KEY: '/certs/client.key', TEMPORAL_TLS_CA: '/certs/ca.pem' }).tls).toEqual({
      clientCertPair: { crt: Buffer.from('CERT'), key: Buffer.from('KEY') },
      serverRootCACertificate: Buffer.from('CA'),
    });
  });

  it('uses server TLS alone with TEMPORAL_TLS=true', () => {
    expect(settings({ TEMPORAL_TLS: 'true' })).toEqual({ address: 'host:7233', tls: true });
  });

  it('refuses half a client certificate and a file that is not there, at start', () => {
    expect(() => settings({ TEMPORAL_TLS_CERT: '/certs/client.pem' })).toThrow('TEMPORAL_TLS_CERT and TEMPORAL_TLS_KEY must be set together');
    expect(() => settings({ TEMPORAL_TLS_CERT: '/certs/none.pem', TEMPORAL_TLS_KEY: '/certs/client.key' })).toThrow('ENOENT');
  });
});
