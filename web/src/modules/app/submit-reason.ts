/**
 * What a disabled submit says (issue 50): the spec keeps Register, Submit and Create disabled
 * until the form is valid; this names what is missing, in the form's own labels.
 */
export function submitReason(labels: Readonly<Record<string, string>>, blank: readonly string[], invalid: readonly string[]): string | null {
  const named = (keys: readonly string[]) => keys.map((key) => labels[key] ?? key).join(', ');
  if (blank.length > 0) return `Fill in: ${named(blank)}.`;
  if (invalid.length > 0) return `Correct: ${named(invalid)}.`;
  return null;
}
