/**
 * A PostgreSQL array literal ({"a","b"}) for one `?::text[]` / `?::uuid[]` / `?::bigint[]`
 * parameter: MikroORM expands a JS array parameter into a list, so arrays go as one literal.
 * Every element is quoted with backslashes and quotes escaped, so any text is safe.
 */
export function pgArray(values: readonly (string | number)[]): string {
  return `{${values.map((v) => `"${String(v).replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}
