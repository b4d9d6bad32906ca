import { UPLOAD_MESSAGES } from '@pg/domain';

import { readToken } from '../app/session/tokenStorage';

// The presigned upload flow (spec 000 s7, 001 s7 "Other"): GET /issuePresignedURL gives a signed
// address and the stored file name; the bytes go there with progress; the caller then links
// the stored name (createFile's `path`, or a disbursement's file in createInvoice). The REST half
// is not GraphQL, so its failures ('Something went wrong !' for a network error) are reported here.
// With S3 storage the address takes a form POST whose signed policy binds the key, the type and
// the size (issue 46 s5): the policy's fields first, the file last. Local storage takes a PUT.

export interface PresignedUpload {
  signedRequest: string;
  fileName: string;
  /** POST: a form upload with `fields` (S3); PUT (or absent, older servers): the raw bytes. */
  method?: 'PUT' | 'POST';
  fields?: Record<string, string>;
}

export class UploadError extends Error {}

async function issuePresignedUrl(file: File): Promise<PresignedUpload> {
  const query = new URLSearchParams({ 'file-name': file.name, 'file-type': file.type });
  const token = readToken();
  const response = await fetch(`/issuePresignedURL?${query.toString()}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  const body = (await response.json().catch(() => ({}))) as Partial<PresignedUpload> & { message?: string };
  if (!response.ok || !body.signedRequest || !body.fileName) throw new UploadError(body.message ?? 'Something went wrong !');
  return { signedRequest: body.signedRequest, fileName: body.fileName, method: body.method, fields: body.fields };
}

/** The policy's fields, then the file: S3 reads the fields before the file part. */
export function uploadForm(fields: Record<string, string>, file: File): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file);
  return form;
}

/** Sends the bytes with upload progress (fetch has none), 0..100: a form POST or a PUT. */
function sendWithProgress(presigned: PresignedUpload, file: File, onProgress: (percent: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const post = presigned.method === 'POST';
    xhr.open(post ? 'POST' : 'PUT', presigned.signedRequest);
    // A form sets its own multipart Content-Type; a PUT declares the file's.
    if (!post) xhr.setRequestHeader('Content-Type', file.type);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve();
        return;
      }
      reject(new UploadError(refusalMessage(xhr.status, xhr.responseText)));
    };
    xhr.onerror = () => reject(new UploadError('Something went wrong !'));
    xhr.send(post ? uploadForm(presigned.fields ?? {}, file) : file);
  });
}

/** The API's JSON message, or for S3's XML refusals the size or type rule the policy enforces. */
export function refusalMessage(status: number, text: string): string {
  if (/<Code>EntityTooLarge<\/Code>/.test(text)) return UPLOAD_MESSAGES.tooLarge;
  if (/<Code>EntityTooSmall<\/Code>/.test(text)) return UPLOAD_MESSAGES.empty;
  try {
    return (JSON.parse(text) as { message?: string }).message ?? 'Something went wrong !';
  } catch {
    // Not JSON (another S3 refusal, a proxy page): the generic notice.
    return status === 403 ? 'This upload link is invalid or has expired.' : 'Something went wrong !';
  }
}

/** Uploads the bytes and returns the stored file name for createFile's `path`. */
export async function uploadFile(file: File, onProgress: (percent: number) => void = () => undefined): Promise<string> {
  onProgress(0);
  const presigned = await issuePresignedUrl(file);
  await sendWithProgress(presigned, file, onProgress);
  return presigned.fileName;
}

/** The seam tests replace (jsdom has no server to upload to). */
export type Uploader = typeof uploadFile;
