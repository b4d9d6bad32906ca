import { readToken } from '../../app/session/tokenStorage';
import { ledgerExportUrl } from '../ledger-links';

const EXPORT_FAILED = 'The ledger could not be exported. Please try again';

export interface ExportProgress {
  rows: number;
  /** From the x-ledger-rows header; null until known. */
  total: number | null;
}

/**
 * Streams GET /ledger/export.csv, reporting rows received as they arrive (the server sends the
 * total first), then hands the file to the browser. A refusal comes back as the server's message.
 */
export async function downloadLedgerCsv(
  range: { from: string; to: string; account: string },
  onProgress: (progress: ExportProgress) => void,
  fetchImpl: typeof fetch = fetch,
): Promise<number> {
  const token = readToken();
  let response: Response;
  try {
    response = await fetchImpl(ledgerExportUrl(range.from, range.to, range.account), { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch {
    // The browser's own text ('Failed to fetch') tells the user nothing.
    throw new Error(EXPORT_FAILED);
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    const message = typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string' ? body.message : null;
    throw new Error(message ?? EXPORT_FAILED);
  }
  const header = response.headers.get('x-ledger-rows');
  const total = header === null ? null : Number(header);
  const chunks: Uint8Array[] = [];
  let rows = -1; // the header line is not a row
  onProgress({ rows: 0, total });
  if (response.body) {
    const reader = response.body.getReader();
    for (;;) {
      // A connection lost half way: nothing is saved, the user is told to try again.
      const { done, value } = await reader.read().catch(() => {
        throw new Error(EXPORT_FAILED);
      });
      if (done) break;
      chunks.push(value);
      for (const byte of value) if (byte === 10) rows += 1;
      onProgress({ rows: Math.max(rows, 0), total });
    }
  } else {
    const text = await response.text();
    chunks.push(new TextEncoder().encode(text));
    rows = text.split('\n').length - 2;
  }
  const url = URL.createObjectURL(new Blob(chunks as BlobPart[], { type: 'text/csv' }));
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = `ledger-${range.from}-to-${range.to}.csv`;
    document.body.appendChild(link);
    link.click();
    link.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
  const done = Math.max(rows, 0);
  onProgress({ rows: done, total: total ?? done });
  return done;
}
