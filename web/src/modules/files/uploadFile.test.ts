import { refusalMessage, uploadFile, uploadForm } from './uploadFile';

// Issue 46 s5: with S3 storage the browser uploads by a form POST whose signed policy binds the
// key, the type and the size; the policy's fields go first and the file last, as S3 requires.

type Sent = { method: string; url: string; headers: Record<string, string>; body: unknown };

class FakeXhr {
  static sent: Sent[] = [];
  status = 204;
  responseText = '';
  upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  private method = '';
  private url = '';
  private headers: Record<string, string> = {};
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    FakeXhr.sent.push({ method: this.method, url: this.url, headers: this.headers, body });
    this.onload?.();
  }
}

describe('uploadFile', () => {
  const realFetch = global.fetch;
  const realXhr = global.XMLHttpRequest;
  afterEach(() => {
    global.fetch = realFetch;
    global.XMLHttpRequest = realXhr;
    FakeXhr.sent = [];
  });

  const answer = (body: unknown) => {
    global.fetch = jest.fn(async () => ({ ok: true, json: async () => body }) as Response) as typeof fetch;
    global.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  };

  it('posts the policy fields, then the file, when the API issues a POST form (S3)', async () => {
    const fields = { key: 'u.k.face.png', 'Content-Type': 'image/png', policy: 'cG9saWN5', 'x-amz-signature': 'abc' };
    answer({ signedRequest: 'https://bucket.s3.example/', fileName: 'u.k.face.png', method: 'POST', fields });
    const file = new File([new Uint8Array([1, 2, 3])], 'face.png', { type: 'image/png' });
    expect(await uploadFile(file)).toBe('u.k.face.png');
    const [sent] = FakeXhr.sent;
    expect(sent).toMatchObject({ method: 'POST', url: 'https://bucket.s3.example/', headers: {} });
    const entries = [...(sent.body as FormData).entries()];
    expect(entries.map(([name]) => name)).toEqual(['key', 'Content-Type', 'policy', 'x-amz-signature', 'file']);
    expect(entries[4][1]).toBeInstanceOf(File);
  });

  it('puts the raw bytes with their type when the API issues a PUT address (local disk)', async () => {
    answer({ signedRequest: 'http://localhost/files/upload/u.k.a.pdf?signature=s', fileName: 'u.k.a.pdf', method: 'PUT' });
    const file = new File(['%PDF'], 'a.pdf', { type: 'application/pdf' });
    await uploadFile(file);
    expect(FakeXhr.sent[0]).toMatchObject({ method: 'PUT', headers: { 'Content-Type': 'application/pdf' }, body: file });
  });

  it("builds the form in S3's order and says what S3's refusals mean", () => {
    const form = uploadForm({ a: '1', b: '2' }, new File(['x'], 'x.pdf'));
    expect([...form.keys()]).toEqual(['a', 'b', 'file']);
    expect(refusalMessage(400, '<Error><Code>EntityTooLarge</Code></Error>')).toBe(
      'Upload exceeds max allowable size of 5MB. Please resize the image or pick a smaller file to upload.',
    );
    expect(refusalMessage(403, '<Error><Code>AccessDenied</Code></Error>')).toBe('This upload link is invalid or has expired.');
    expect(refusalMessage(415, JSON.stringify({ message: 'Only images or PDF files can be uploaded.' }))).toBe('Only images or PDF files can be uploaded.');
  });
});
