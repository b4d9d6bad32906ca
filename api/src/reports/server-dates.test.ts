import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

import * as ts from 'typescript';

// Review 49 s4: on the server a date or time names its zone. formatDate/formatDateTime/isoDate fall
// back to the process's local zone (the host's TZ, pinned nowhere), so a report that said
// "Generated … UTC" printed local time. Every call under api/src passes the zone ('UTC');
// ESLint's no-restricted-syntax says the same while editing (eslint.config.js).
const SRC = join(__dirname, '..');
const ZONED = new Set(['formatDate', 'formatDateTime', 'isoDate']);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** `file:line name(…)` for each call of a zoned formatter with fewer than two arguments. */
function bareCalls(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const name = ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : '';
      if (ZONED.has(name) && node.arguments.length < 2) {
        const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
        found.push(`${relative(SRC, file)}:${line} ${node.getText().slice(0, 60)}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('server-side dates name their zone', () => {
  it('no call under api/src leaves formatDate, formatDateTime or isoDate to the host zone', () => {
    expect(sources(SRC).flatMap(bareCalls)).toEqual([]);
  });

  it("dispute-report's note says UTC and prints UTC", () => {
    const file = join(SRC, 'disputes', 'dispute-report.ts');
    expect(bareCalls(file)).toEqual([]);
    expect(readFileSync(file, 'utf8')).toContain("formatDateTime(new Date(), 'UTC')");
  });
});
