import { S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';

import type { S3Config } from '../config/app-config';

/** SigV4's longest presigned lifetime: S3 refuses a presigned URL or policy asked for longer. */
export const MAX_PRESIGN_SECONDS = 7 * 24 * 60 * 60;

/** A presigned lifetime S3 accepts: at most seven days (and at least one second). */
export function presignSeconds(seconds: number): number {
  return Math.max(1, Math.min(Math.floor(seconds), MAX_PRESIGN_SECONDS));
}

/**
 * The SDK clients of the S3 driver: `own` for the API's and worker's own calls (S3_INTERNAL_ENDPOINT
 * when set, compose's http://minio:9000), `browser` to presign what browsers use (S3_ENDPOINT): a
 * presigned URL or form is bound to its host. Both share one credential provider, so the default
 * chain (an IAM role's temporary keys) is fetched and refreshed once.
 */
export function s3Clients(s3: S3Config): { own: S3Client; browser: S3Client } {
  const base: S3ClientConfig = {
    region: s3.region,
    forcePathStyle: s3.forcePathStyle,
    // Static keys only when configured: undefined lets the SDK's default provider chain find
    // AWS_* variables, SSO, web identity, the ECS task role or the EC2 instance profile.
    ...(s3.credentials ? { credentials: s3.credentials } : {}),
    // The SDK's standard retries (throttling, 5xx, clock skew corrected from S3's answer).
    maxAttempts: 3,
    // fetch had no timeout: a hung S3 no longer holds a request for ever.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
    // An own endpoint (MinIO and other S3-compatible stores): checksums only where S3 requires
    // them, as several of those stores do not take the SDK's newer default checksum headers.
    ...(s3.endpoint ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' } : {}),
  };
  const browser = new S3Client({ ...base, ...(s3.endpoint ? { endpoint: s3.endpoint } : {}) });
  if (!s3.internalEndpoint) return { own: browser, browser };
  const own = new S3Client({ ...base, endpoint: s3.internalEndpoint, credentials: browser.config.credentials });
  return { own, browser };
}

/**
 * The origin browsers upload to, for the Content-Security-Policy's connect-src (synchronous, at
 * boot): the endpoint itself in path style, else the bucket's virtual host. Path style as the SDK
 * chooses it: forced, or a bucket name with dots, or an IP address as the endpoint.
 */
export function s3UploadOrigin(s3: S3Config): string {
  const endpoint = new URL(s3.endpoint ?? `https://s3.${s3.region}.amazonaws.com`);
  const ipHost = /^(\d+\.){3}\d+$|^\[/.test(endpoint.hostname);
  const pathStyle = s3.forcePathStyle || s3.bucket.includes('.') || ipHost;
  return pathStyle ? endpoint.origin : `${endpoint.protocol}//${s3.bucket}.${endpoint.host}`;
}
