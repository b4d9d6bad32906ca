// Stands in for the presigned upload's REST half in jsdom: GET /issuePresignedURL answers a
// signed address, and the PUT (XMLHttpRequest, for progress) succeeds after one progress event.

export interface UploadLog {
  presigned: string[];
  puts: { url: string; contentType: string | null }[];
}

export function installFakeUpload(): { log: UploadLog; restore: () => void } {
  const log: UploadLog = { presigned: [], puts: [] };
  const originalFetch = globalThis.fetch;
  const originalXhr = globalThis.XMLHttpRequest;

  globalThis.fetch = (async (input: RequestInfo | URL) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    log.presigned.push(url);
    const name = new URL(url, 'http://localhost').searchParams.get('file-name');
    // jsdom has no Response: the helper reads ok and json() only.
    const body = { signedRequest: `http://localhost/files/upload/key-${name}?signature=s`, fileName: `key-${name}` };
    return { ok: true, status: 200, json: async () => body };
  }) as unknown as typeof fetch;

  class FakeXhr {
    status = 0;
    responseText = '';
    upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    private url = '';
    private contentType: string | null = null;
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      if (name.toLowerCase() === 'content-type') this.contentType = value;
    }
    send() {
      log.puts.push({ url: this.url, contentType: this.contentType });
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 });
        this.status = 200;
        this.responseText = '{}';
        this.onload?.();
      }, 0);
    }
  }
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;

  return {
    log,
    restore() {
      globalThis.fetch = originalFetch;
      globalThis.XMLHttpRequest = originalXhr;
    },
  };
}
