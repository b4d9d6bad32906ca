import { downloadLedgerCsv, type ExportProgress } from './downloadLedgerCsv';

// A streamed answer as fetch gives it: chunks that split lines anywhere.
function streamed(chunks: string[], headers: Record<string, string>): Response {
  const encoded = chunks.map((c) => new TextEncoder().encode(c));
  let next = 0;
  const body = {
    getReader: () => ({ read: async () => (next < encoded.length ? { done: false, value: encoded[next++] } : { done: true, value: undefined }) }),
  };
  return { ok: true, status: 200, headers: new Headers(headers), body } as unknown as Response;
}

function refused(status: number, body: unknown): Response {
  return { ok: false, status, headers: new Headers(), json: async () => body } as unknown as Response;
}

describe('downloadLedgerCsv', () => {
  const created: Blob[] = [];
  const clicked: string[] = [];
  beforeEach(() => {
    created.length = 0;
    clicked.length = 0;
    URL.createObjectURL = (blob: Blob) => {
      created.push(blob);
      return 'blob:ledger';
    };
    URL.revokeObjectURL = () => undefined;
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    window.localStorage.setItem('token', 'tok');
  });
  afterEach(() => {
    jest.restoreAllMocks();
    window.localStorage.clear();
  });

  it('reports rows as they arrive against the total sent first, then hands the file over', async () => {
    const fetchImpl = jest.fn(async () => streamed(['Date,Journal\r\n2026-11-01,j1\r\n2026-11-', '02,j2\r\n', '2026-11-03,j3\r\n'], { 'x-ledger-rows': '3' }));
    const seen: ExportProgress[] = [];
    const rows = await downloadLedgerCsv({ from: '2026-11-01', to: '2026-11-30', account: 'payable:org-1' }, (p) => seen.push(p), fetchImpl);
    expect(rows).toBe(3);
    expect(fetchImpl).toHaveBeenCalledWith('/ledger/export.csv?from=2026-11-01&to=2026-11-30&account=payable%3Aorg-1', {
      headers: { Authorization: 'Bearer tok' },
    });
    expect(seen.map((p) => p.rows)).toEqual([0, 1, 2, 3, 3]);
    expect(seen.every((p) => p.total === 3)).toBe(true);
    expect(clicked).toEqual(['ledger-2026-11-01-to-2026-11-30.csv']);
    expect(created[0].size).toBe('Date,Journal\r\n2026-11-01,j1\r\n2026-11-02,j2\r\n2026-11-03,j3\r\n'.length);
  });

  it('without a total, counts what it received', async () => {
    const seen: ExportProgress[] = [];
    await downloadLedgerCsv(
      { from: '2026-11-01', to: '2026-11-30', account: '' },
      (p) => seen.push(p),
      async () => streamed(['Date\r\nx\r\n'], {}),
    );
    expect(seen[0]).toEqual({ rows: 0, total: null });
    expect(seen.at(-1)).toEqual({ rows: 1, total: 1 });
  });

  it("a refusal is the server's message, or a plain one; nothing is downloaded", async () => {
    const progress = jest.fn();
    await expect(
      downloadLedgerCsv({ from: '2026-11-01', to: '2026-11-30', account: '' }, progress, async () =>
        refused(403, { code: 'FORBIDDEN', message: 'You are not allowed to do this' }),
      ),
    ).rejects.toThrow('You are not allowed to do this');
    await expect(downloadLedgerCsv({ from: '2026-11-01', to: '2026-11-30', account: '' }, progress, async () => refused(502, 'Bad Gateway'))).rejects.toThrow(
      'The ledger could not be exported. Please try again',
    );
    await expect(
      downloadLedgerCsv({ from: '2026-11-01', to: '2026-11-30', account: '' }, progress, async () => {
        throw new TypeError('Failed to fetch');
      }),
    ).rejects.toThrow('The ledger could not be exported. Please try again');
    expect(progress).not.toHaveBeenCalled();
    expect(clicked).toEqual([]);
  });

  it('a connection lost half way saves nothing and says to try again', async () => {
    const broken = { getReader: () => ({ read: async () => Promise.reject(new TypeError('network error')) }) };
    const response = { ok: true, status: 200, headers: new Headers({ 'x-ledger-rows': '9' }), body: broken } as unknown as Response;
    await expect(
      downloadLedgerCsv(
        { from: '2026-11-01', to: '2026-11-30', account: '' },
        () => undefined,
        async () => response,
      ),
    ).rejects.toThrow('The ledger could not be exported. Please try again');
    expect(clicked).toEqual([]);
  });
});
