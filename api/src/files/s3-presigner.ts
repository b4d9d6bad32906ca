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

/** `20130524T000000Z` and its day, as SigV4 dates them. */
function amzDates(now: Date): { amzDate: string; day: string } {
  const amzDate = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  return { amzDate, day: amzDate.slice(0, 8) };
}

function signingKey(s3: S3Settings, day: string): Buffer {
  return hmac(hmac(hmac(hmac(`AWS4${s3.secretAccessKey}`, day), s3.region), 's3'), 'aws4_request');
}

/** The bucket's host and the path of a key in it (virtual-hosted or path-style). */
function location(s3: S3Settings, key: string): { url: URL; host: string; bucketPath: string; path: string } {
  const url = new URL(s3.endpoint);
  const host = s3.virtualHosted ? `${s3.bucket}.${url.host}` : url.host;
  const bucketPath = s3.virtualHosted ? '' : `${url.pathname.replace(/\/$/, '')}/${encode(s3.bucket)}`;
  const objectPath = key.split('/').map(encode).join('/');
  return { url, host, bucketPath, path: `${bucketPath}/${objectPath}` };
}

/**
 * AWS Signature Version 4 query-string presigning (the "presigned URL" of S3), so the browser
 * and the API talk to S3 directly without an SDK. Path-style: <endpoint>/<bucket>/<key>.
 * `headers` are signed too: the request must send them exactly (S3 refuses it otherwise).
 */
export function presignS3(
  s3: S3Settings,
  method: 'GET' | 'PUT' | 'HEAD' | 'DELETE',
  key: string,
  expiresSeconds: number,
  now = new Date(),
  headers: Record<string, string> = {},
): string {
  const { amzDate, day } = amzDates(now);
  const scope = `${day}/${s3.region}/s3/aws4_request`;
  const { url, host, path } = location(s3, key);
  const signed = [['host', host] as const, ...Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v.trim()] as const)].sort(([a], [b]) =>
    a < b ? -1 : a > b ? 1 : 0,
  );
  const signedHeaders = signed.map(([k]) => k).join(';');
  const query: [string, string][] = [
    ['X-Amz-Algorithm', 'AWS4-HMAC-SHA256'],
    ['X-Amz-Credential', `${s3.accessKeyId}/${scope}`],
    ['X-Amz-Date', amzDate],
    ['X-Amz-Expires', String(expiresSeconds)],
    ['X-Amz-SignedHeaders', signedHeaders],
  ];
  const canonicalQuery = query
    .map(([k, v]) => `${encode(k)}=${encode(v)}`)
    .sort()
    .join('&');
  const canonicalHeaders = signed.map(([k, v]) => `${k}:${v}\n`).join('');
  const canonicalRequest = [method, path, canonicalQuery, canonicalHeaders, signedHeaders, 'UNSIGNED-PAYLOAD'].join('\n');
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, hex(canonicalRequest)].join('\n');
  const signature = createHmac('sha256', signingKey(s3, day)).update(toSign).digest('hex');
  return `${url.protocol}//${host}${path}?${canonicalQuery}&X-Amz-Signature=${signature}`;
}

/** A browser upload by HTML form POST: the bucket's address and the fields sent before the file. */
export interface PresignedPost {
  url: string;
  fields: Record<string, string>;
}

/** What an upload form may send: one key, one content type, a size range. */
export interface PostPolicyRules {
  key: string;
  contentType: string;
  minBytes: number;
  maxBytes: number;
  expiresSeconds: number;
}

/**
 * A presigned POST (SigV4 POST policy, "Browser-Based Uploads Using POST"): unlike a presigned
 * PUT, the policy binds the key, the Content-Type and a content-length-range, so S3 itself
 * refuses another key, another type or a larger body. The signature is the HMAC of the
 * base64 policy under the same derived key as any SigV4 request.
 */
export function presignS3Post(s3: S3Settings, rules: PostPolicyRules, now = new Date()): PresignedPost {
  const { amzDate, day } = amzDates(now);
  const credential = `${s3.accessKeyId}/${day}/${s3.region}/s3/aws4_request`;
  const { url, host, bucketPath } = location(s3, rules.key);
  const policy = {
    expiration: new Date(now.getTime() + rules.expiresSeconds * 1000).toISOString(),
    conditions: [
      { bucket: s3.bucket },
      ['eq', '$key', rules.key],
      ['eq', '$Content-Type', rules.contentType],
      ['content-length-range', rules.minBytes, rules.maxBytes],
      { 'x-amz-algorithm': 'AWS4-HMAC-SHA256' },
      { 'x-amz-credential': credential },
      { 'x-amz-date': amzDate },
    ],
  };
  const encoded = Buffer.from(JSON.stringify(policy)).toString('base64');
  const signature = createHmac('sha256', signingKey(s3, day)).update(encoded).digest('hex');
  return {
    url: `${url.protocol}//${host}${bucketPath}/`,
    fields: {
      key: rules.key,
      'Content-Type': rules.contentType,
      'x-amz-algorithm': 'AWS4-HMAC-SHA256',
      'x-amz-credential': credential,
      'x-amz-date': amzDate,
      policy: encoded,
      'x-amz-signature': signature,
    },
  };
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
