// Website addresses are stored with a scheme so links work (spec 000 section 5).

/** A website without http:// or https:// gets https://. Blank stays blank. */
export function normalizeWebsite(url: string): string {
  const trimmed = url.trim();
  if (!trimmed) return trimmed;
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}
