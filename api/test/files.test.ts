import { createInvoice, doiId, invoiceInput } from './support/invoice-fixtures';
import { PDF } from './support/people-fixtures';
import { createTestApp, type TestApp } from './test-app';

/** fetch wants a plain Uint8Array body. */
const bin = (b: Buffer) => new Uint8Array(b);
const CREATE_FILE = 'mutation($file: CreateFileInput!) { createFile(file: $file) { id url path type caption mimetype } }';

// Spec 000 section 7 upload flow: presign -> PUT the bytes -> createFile; signed, expiring URLs.
describe('files: presigned uploads, content checks, links to disbursements and invoices', () => {
  let t: TestApp;
  let owner: string;
  let pg: string;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.login('owner@demo.test');
    pg = await t.login('pg.admin@demo.test');
  });
  afterAll(() => t.close());

  /** Signed URLs carry the configured public address; tests talk to the ephemeral port. */
  const local = (url: string) => {
    const u = new URL(url);
    return `${t.url}${u.pathname}${u.search}`;
  };

  async function presign(token: string | undefined, name = 'hotel.pdf', type = 'application/pdf') {
    const res = await fetch(`${t.url}/issuePresignedURL?file-name=${encodeURIComponent(name)}&file-type=${encodeURIComponent(type)}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return { status: res.status, body: (await res.json()) as { signedRequest: string; fileName: string; message?: string } };
  }

  async function upload(token: string, bytes: Buffer, type = 'application/pdf'): Promise<string> {
    const { body } = await presign(token, 'doc.pdf', type);
    const put = await fetch(local(body.signedRequest), { method: 'PUT', body: bin(bytes), headers: { 'content-type': type } });
    expect(put.status).toBe(200);
    return body.fileName;
  }

  it('issues upload addresses to signed-in users only', async () => {
    expect((await presign(undefined)).status).toBe(401);
    const { status, body } = await presign(owner, 'Hotel Invoice (final).pdf');
    expect(status).toBe(200);
    expect(body.fileName).toMatch(/\.Hotel_Invoice_final_\.pdf$/);
    expect(body.signedRequest).toContain('/files/upload/');
    expect((await presign(owner, 'x.exe', 'application/x-msdownload')).status).toBe(400);
  });

  it('checks the signature, the size (5,000,000 bytes) and the content', async () => {
    const { body } = await presign(owner);
    const url = local(body.signedRequest);
    const tampered = url.replace(/signature=[^&]+/, 'signature=forged');
    expect((await fetch(tampered, { method: 'PUT', body: bin(PDF) })).status).toBe(403);
    const big = await fetch(url, { method: 'PUT', body: bin(Buffer.concat([PDF, Buffer.alloc(5_000_001 - PDF.length)])) });
    expect(big.status).toBe(413);
    expect(((await big.json()) as { message: string }).message).toBe(
      'Upload exceeds max allowable size of 5MB. Please resize the image or pick a smaller file to upload.',
    );
    const html = await fetch(url, { method: 'PUT', body: bin(Buffer.from('<html><script>alert(1)</script>')) });
    expect(html.status).toBe(415);
    expect((await fetch(url, { method: 'PUT', body: bin(Buffer.concat([PDF, Buffer.alloc(5_000_000 - PDF.length)])) })).status).toBe(200);
  });

  it('requires the hotel invoice file on create, links it, and serves it by a signed URL', async () => {
    const doi = await doiId(t, owner);
    const hotels = await t.gql<{ organizations: { id: string }[] }>('{ organizations(type: [hotel]) { id } }', {}, owner);
    const hotel = hotels.data!.organizations[0].id;
    const withoutFile = invoiceInput(doi, {
      disbursements: [
        { recipientId: doi, amount: 0 },
        { recipientId: hotel, amount: 300 },
      ],
    });
    const refused = await t.gql('mutation($i: CreateInvoiceInput!) { createInvoice(invoice: $i) { id } }', { i: withoutFile }, owner);
    expect(refused.errors?.[0].message).toBe('Please upload hotel invoice');

    const path = await upload(owner, PDF);
    const inv = await createInvoice(
      t,
      owner,
      invoiceInput(doi, {
        disbursements: [
          { recipientId: doi, amount: 0 },
          { recipientId: hotel, amount: 300, file: { path, mimetype: 'application/pdf', caption: 'Hotel bill' } },
        ],
      }),
    );
    const detail = await t.gql<{
      invoice: { disbursements: { id: string; type: string; hotelInvoice: { url: string; caption: string; mimetype: string }[] }[] };
    }>('query($id: ID) { invoice(id: $id) { disbursements { id type hotelInvoice { url caption mimetype } } } }', { id: inv.id }, owner);
    const hotelRow = detail.data!.invoice.disbursements.find((d) => d.type === 'hotel')!;
    expect(hotelRow.hotelInvoice).toMatchObject([{ caption: 'Hotel bill', mimetype: 'application/pdf' }]);
    const got = await fetch(local(hotelRow.hotelInvoice[0].url));
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await got.arrayBuffer()).equals(PDF)).toBe(true);

    // A second file through createFile, then removed.
    const second = await upload(owner, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]), 'image/png');
    const created = await t.gql<{ createFile: { id: string; mimetype: string; url: string } }>(
      CREATE_FILE,
      { file: { disbursementId: hotelRow.id, type: 'hotel_invoice', path: second, caption: 'page 2' } },
      owner,
    );
    expect(created.data!.createFile.mimetype).toBe('image/png');
    // Spec 001 line 221: fileUrl(path) returns fileUrl.
    const url = await t.gql<{ fileUrl: { fileUrl: string } }>('query($p: String!) { fileUrl(path: $p) { fileUrl } }', { p: second }, owner);
    expect((await fetch(local(url.data!.fileUrl.fileUrl))).status).toBe(200);
    const removed = await t.gql('mutation($f: RemoveFileInput!) { removeFile(file: $f) { success } }', { f: { id: created.data!.createFile.id } }, owner);
    expect(removed.data).toEqual({ removeFile: { success: true } });
    expect((await fetch(local(url.data!.fileUrl.fileUrl))).status).toBe(404);

    // Someone else's upload cannot be attached; credit advice is for the platform once paid.
    const stolen = await t.gql(CREATE_FILE, { file: { disbursementId: hotelRow.id, type: 'hotel_invoice', path: await upload(pg, PDF) } }, owner);
    expect(stolen.errors?.[0].message).toBe('Upload not found. Please upload the file again.');
    const advice = await t.gql(CREATE_FILE, { file: { invoiceId: inv.id, type: 'credit_advice', path: await upload(pg, PDF) } }, pg);
    expect(advice.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});
