import { readToken } from '../../app/session/tokenStorage';

/** The REST report (spec 002 s7: GET {api host}/transfer/{id}); the session travels as the bearer token. */
export const transferReportUrl = (id: string): string => `/transfer/${encodeURIComponent(id)}`;

/**
 * Fetches the transfer report and hands it to the browser as a download. REST is outside
 * GraphQL's error policy, so a refusal comes back as the server's message to show.
 */
export async function downloadTransferReport(id: string, code: string, fetchImpl: typeof fetch = fetch): Promise<void> {
  const token = readToken();
  const response = await fetchImpl(transferReportUrl(id), { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new Error(body?.message ?? 'The report could not be downloaded. Please try again');
  }
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = `transfer-${code}.pdf`;
    document.body.appendChild(link);
    link.click();
    link.remove();
  } finally {
    // Give the browser a moment to start the download before the blob goes away.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
