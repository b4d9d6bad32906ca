import { createHash, createHmac } from 'node:crypto';

export interface S3Settings {
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** e.g. https://s3.eu-west-1.amazonaws.com or a MinIO address. */
  endpoint: string;
  /** bucket.<endpoint host>/key (AWS default) instead of <endpoint>/bucket/key (MinIO). */
  virtualHosted?: boolean;
  /**
   * Where the API and worker themselves reach S3 when browsers reach it elsewhere (compose:
   * browsers at http://localhost:9000, containers at http://minio:9000). A presigned URL is
   * bound to its host, so the server's own requests are signed for this one.
   */
  internalEndpoint?: string;
}

const hmac = (key: Buffer | string, text: string) => createHmac('sha256', key).update(text).digest();
const hex = (text: string) => createHash('sha256').update(text).digest('hex');
/** RFC 3986 encoding as SigV4 wants it (keeps unreserved characters only). */
const encode = (text: string) => encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * AWS Signature Version 4 query-string presigning (the "presigned URL" of S3), so the browser
 * and the API talk to S3 directly without an SDK. Path-style: <endpoint>/<bucket>/<key>.
 */
export function presignS3(s3: S3Settings, method: 'GET' | 'PUT' | 'HEAD' | 'DELETE', key: string, expiresSeconds: number, now = new Date()): string {
  const url = new URL(s3.endpoint);
  const amzDate = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const scope = `${day}/${s3.region}/s3/aws4_request`;
  const host = s3.virtualHosted ? `${s3.bucket}.${url.host}` : url.host;
  const objectPath = key.split('/').map(encode).join('/');
  const path = s3.virtualHosted ? `/${objectPath}` : `${url.pathname.replace(/\/$/, '')}/${encode(s3.bucket)}/${objectPath}`;
  const query: [string, string][] = [
    ['X-Amz-Algorithm', 'AWS4-HMAC-SHA256'],
    ['X-Amz-Credential', `${s3.accessKeyId}/${scope}`],
    ['X-Amz-Date', amzDate],
    ['X-Amz-Expires', String(expiresSeconds)],
    ['X-Amz-SignedHeaders', 'host'],
  ];
  const canonicalQuery = query
    .map(([k, v]) => `${encode(k)}=${encode(v)}`)
    .sort()
    .join('&');
  const canonicalRequest = [method, path, canonicalQuery, `host:${host}\n`, 'host', 'UNSIGNED-PAYLOAD'].join('\n');
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, hex(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${s3.secretAccessKey}`, day), s3.region), 's3'), 'aws4_request');
  const signature = createHmac('sha256', signingKey).update(toSign).digest('hex');
  return `${url.protocol}//${host}${path}?${canonicalQuery}&X-Amz-Signature=${signature}`;
}

/** S3 settings from the environment, or undefined when S3_BUCKET is not set (local disk then). */
export function s3SettingsFrom(env: NodeJS.ProcessEnv): S3Settings | undefined {
  if (!env.S3_BUCKET) return undefined;
  const region = env.S3_REGION ?? env.AWS_REGION ?? 'us-east-1';
  const accessKeyId = env.S3_ACCESS_KEY_ID ?? env.AWS_ACCESS_KEY_ID;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY ?? env.AWS_SECRET_ACCESS_KEY;
  if (!accessKeyId || !secretAccessKey) throw new Error('S3_BUCKET is set but the S3 access keys are not.');
  const internal = env.S3_INTERNAL_ENDPOINT ? { internalEndpoint: env.S3_INTERNAL_ENDPOINT } : {};
  return env.S3_ENDPOINT
    ? { bucket: env.S3_BUCKET, region, accessKeyId, secretAccessKey, endpoint: env.S3_ENDPOINT, ...internal }
    : { bucket: env.S3_BUCKET, region, accessKeyId, secretAccessKey, endpoint: `https://s3.${region}.amazonaws.com`, virtualHosted: true, ...internal };
}

/** Origins browsers upload to directly (the S3 endpoint, or the bucket's virtual host); none for local disk. */
export function uploadOriginsFrom(env: NodeJS.ProcessEnv): string[] {
  const s3 = s3SettingsFrom(env);
  if (!s3) return [];
  const endpoint = new URL(s3.endpoint);
  return [s3.virtualHosted ? `${endpoint.protocol}//${s3.bucket}.${endpoint.host}` : endpoint.origin];
}
