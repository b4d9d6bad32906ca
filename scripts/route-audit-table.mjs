// Prints the route x role table of the last end-to-end route audit (e2e/tests/audit-routes.test.ts
// writes .test-data/route-audit.json) as Markdown, for docs/route-audit.md:
//   node scripts/route-audit-table.mjs
import { readFileSync } from 'node:fs';

const WHO = ['signed-out', 'pg.admin', 'bank.admin', 'bank.finance', 'owner', 'admin', 'user', 'locked', 'treks.owner'];
const { visits } = JSON.parse(readFileSync(new URL('../.test-data/route-audit.json', import.meta.url), 'utf8'));
const routes = [...new Set(visits.map((v) => v.route))].sort();
const cell = (route, who) => {
  const v = visits.find((x) => x.route === route && x.who === who);
  if (!v) return '—';
  if (v.problems.length > 0) return `**${v.problems.length} problem(s)**`;
  return v.allowed ? 'opens' : 'refused';
};
console.log(`| route | ${WHO.join(' | ')} |`);
console.log(`|---|${WHO.map(() => '---').join('|')}|`);
for (const route of routes) console.log(`| \`${route}\` | ${WHO.map((w) => cell(route, w)).join(' | ')} |`);
console.log(`\n${visits.length} pages opened; ${visits.filter((v) => v.problems.length > 0).length} with problems.`);
