import { readToken } from '../app/session/tokenStorage';

// The presigned upload flow (spec 000 s7, 001 s7 "Other"): GET /issuePresignedURL gives a signed
// PUT address and the stored file name; the bytes go there with progress; the caller then links
// the stored name (createFile's `path`, or a disbursement's file in createInvoice). The REST half
// is not GraphQL, so its failures ('Something went wrong !' for a network error) are reported here.

export interface PresignedUpload {
  signedRequest: string;
  fileName: string;
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
  return { signedRequest: body.signedRequest, fileName: body.fileName };
}

/** PUT with upload progress (fetch has none), 0..100. */
function putWithProgress(url: string, file: File, onProgress: (percent: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.setRequestHeader('Content-Type', file.type);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve();
        return;
      }
      let message = 'Something went wrong !';
      try {
        message = (JSON.parse(xhr.responseText) as { message?: string }).message ?? message;
      } catch {
        // Not JSON: keep the generic notice.
      }
      reject(new UploadError(message));
    };
    xhr.onerror = () => reject(new UploadError('Something went wrong !'));
    xhr.send(file);
  });
}

/** Uploads the bytes and returns the stored file name for createFile's `path`. */
export async function uploadFile(file: File, onProgress: (percent: number) => void = () => undefined): Promise<string> {
  onProgress(0);
  const presigned = await issuePresignedUrl(file);
  await putWithProgress(presigned.signedRequest, file, onProgress);
  return presigned.fileName;
}

/** The seam tests replace (jsdom has no server to upload to). */
export type Uploader = typeof uploadFile;
