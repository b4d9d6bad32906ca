// The docs check of `npm test`: the docs stay a reference someone can trust.
//   - every relative link resolves to a file, and every #anchor to a heading of it;
//   - no paragraph appears twice across the docs (one place per fact);
//   - every environment variable the code reads has exactly one row in docs/configuration.md,
//     and no other doc defines one in a table;
//   - every npm script of package.json is named in the docs.
// Run alone: `node scripts/check-docs.mjs` (exits non-zero on a problem).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(fileURLToPath(import.meta.url), '../..');
export const CONFIGURATION_DOC = 'docs/configuration.md';

/** Variables set by the platform for its children or by the OS, not settings a person chooses. */
const NOT_SETTINGS = new Set(['NODE_OPTIONS', 'NO_COLOR', 'HOME', 'PATH', 'CI', 'TEST_CPU_LOG', 'TEST_SLEEP_LOG', 'JEST_WORKER_ID']);

function tracked(patterns) {
  const out = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', ...patterns], { cwd: ROOT, encoding: 'utf8' });
  return out.split('\0').filter((f) => f && existsSync(join(ROOT, f)));
}

/** The markdown the project keeps as docs (generated and third-party files excluded). */
export function docFiles() {
  return tracked(['*.md']).filter((f) => !/(^|\/)(node_modules|dist|\.test-data|storybook-static|CHANGELOG)/.test(f));
}

/** Prose without fenced code blocks, lines kept so reported line numbers stay right. */
function withoutCode(text) {
  let fenced = false;
  return text.split('\n').map((line) => {
    if (/^\s*```/.test(line)) {
      fenced = !fenced;
      return '';
    }
    return fenced ? '' : line.replace(/`[^`]*`/g, (m) => (m.includes('](') ? '' : m));
  });
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to dashes. */
export function slug(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/<[^>]+>/g, '')
    .replace(/[`*_]/g, '')
    .replace(/[^\p{L}\p{N} -]/gu, '')
    .replace(/ /g, '-');
}

export function anchorsOf(text) {
  const seen = new Map();
  const anchors = new Set();
  for (const line of withoutCode(text)) {
    const m = /^#{1,6}\s+(.*)$/.exec(line);
    if (!m) continue;
    const base = slug(m[1]);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n === 0 ? base : `${base}-${n}`);
  }
  return anchors;
}

/** Broken relative links and anchors in one doc; `read` gives another file's text. */
export function linkProblems(file, text, { exists, read }) {
  const problems = [];
  withoutCode(text).forEach((line, i) => {
    for (const m of line.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      const target = m[1];
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
      const [path, anchor] = target.split('#');
      const resolved = path ? join(dirname(file), decodeURIComponent(path)) : file;
      const where = `${file}:${i + 1}`;
      if (path && !exists(resolved)) {
        problems.push(`${where}: link to ${target}: no such file`);
        continue;
      }
      if (anchor && resolved.endsWith('.md') && !anchorsOf(read(resolved)).has(anchor)) {
        problems.push(`${where}: link to ${target}: no heading with that anchor`);
      }
    }
  });
  return problems;
}

/** Paragraphs (prose, not tables, lists of links or headings) long enough to be a fact. */
function paragraphs(text) {
  const out = [];
  let current = [];
  const flush = () => {
    const p = current.join(' ').replace(/\s+/g, ' ').trim();
    if (p.length >= 120 && !p.startsWith('|') && !p.startsWith('#')) out.push(p);
    current = [];
  };
  for (const line of withoutCode(text)) {
    if (line.trim() === '' || /^\s*[-*] /.test(line) || /^\s*\d+\. /.test(line)) flush();
    if (line.trim() !== '') current.push(line);
  }
  flush();
  return out;
}

/** Paragraphs written in two places (or twice in one). */
export function duplicateProblems(docs) {
  const firstSeen = new Map();
  const problems = [];
  for (const [file, text] of docs) {
    for (const p of paragraphs(text)) {
      const earlier = firstSeen.get(p);
      if (earlier) problems.push(`${file}: repeats a paragraph of ${earlier}: "${p.slice(0, 80)}…"`);
      else firstSeen.set(p, file);
    }
  }
  return problems;
}

/** Environment variables read by the code (`process.env.X`, `env.X`, `env['X']`, destructured). */
export function envVarsIn(source) {
  const found = new Set();
  for (const m of source.matchAll(/\b(?:process\.env|env)\.([A-Z][A-Z0-9_]+)\b/g)) found.add(m[1]);
  for (const m of source.matchAll(/\b(?:process\.env|env)\[\s*['"]([A-Z][A-Z0-9_]+)['"]\s*\]/g)) found.add(m[1]);
  // The keys of a zod schema of the environment (api/src/config/app-config.ts): `z.object({ PORT: …, })`.
  for (const m of source.matchAll(/\bz\s*\.object\(\{([\s\S]*?)\}\)/g)) {
    for (const name of m[1].matchAll(/^\s*([A-Z][A-Z0-9_]+):/gm)) found.add(name[1]);
  }
  for (const m of source.matchAll(/\{([^{}]+)\}\s*=\s*process\.env\b/g)) {
    for (const name of m[1].matchAll(/\b([A-Z][A-Z0-9_]+)\b/g)) found.add(name[1]);
  }
  return found;
}

/** Variables named in the first cell of a table row of a doc. */
export function tableVariables(text) {
  const rows = [];
  for (const line of withoutCode(text)) {
    const m = /^\|([^|]*)\|/.exec(line);
    if (!m) continue;
    for (const v of m[1].matchAll(/`([A-Z][A-Z0-9_]+)`/g)) rows.push(v[1]);
  }
  return rows;
}

export function envProblems(codeVars, docs) {
  const problems = [];
  const config = docs.get(CONFIGURATION_DOC) ?? '';
  const rows = tableVariables(config);
  const count = new Map();
  for (const v of rows) count.set(v, (count.get(v) ?? 0) + 1);
  for (const v of [...codeVars].sort()) {
    if (NOT_SETTINGS.has(v)) continue;
    const n = count.get(v) ?? 0;
    if (n === 0) problems.push(`${CONFIGURATION_DOC}: ${v} is read by the code but has no row`);
    if (n > 1) problems.push(`${CONFIGURATION_DOC}: ${v} has ${n} rows (one, please)`);
  }
  for (const [file, text] of docs) {
    if (file === CONFIGURATION_DOC) continue;
    for (const v of tableVariables(text)) {
      if (codeVars.has(v)) problems.push(`${file}: defines ${v} in a table; its one row is in ${CONFIGURATION_DOC}`);
    }
  }
  return problems;
}

export function scriptProblems(scripts, docs) {
  const all = [...docs.values()].join('\n');
  return Object.keys(scripts)
    .filter((name) => !new RegExp(`npm (run )?${name.replace(/[-:]/g, '[-:]')}\\b`).test(all))
    .map((name) => `the npm script "${name}" is not named in any doc`);
}

export function checkDocs({ log = () => {} } = {}) {
  const files = docFiles();
  const docs = new Map(files.map((f) => [f, readFileSync(join(ROOT, f), 'utf8')]));
  const exists = (p) => existsSync(join(ROOT, p)) && (statSync(join(ROOT, p)).isFile() || statSync(join(ROOT, p)).isDirectory());
  const read = (p) => docs.get(p) ?? (existsSync(join(ROOT, p)) ? readFileSync(join(ROOT, p), 'utf8') : '');
  const problems = [];
  for (const [file, text] of docs) problems.push(...linkProblems(file, text, { exists, read }));
  problems.push(...duplicateProblems([...docs]));
  // The check's own test names made-up variables on purpose.
  const code = tracked(['*.ts', '*.tsx', '*.mjs', '*.js', '*.cjs']).filter(
    (f) => !/(^|\/)(node_modules|dist|gql)\//.test(f) && !f.endsWith('check-docs.test.ts'),
  );
  const codeVars = new Set();
  for (const f of code) for (const v of envVarsIn(readFileSync(join(ROOT, f), 'utf8'))) codeVars.add(v);
  problems.push(...envProblems(codeVars, docs));
  const { scripts } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  problems.push(...scriptProblems(scripts, docs));
  log(`  ${docs.size} docs, ${codeVars.size} environment variables, ${Object.keys(scripts).length} npm scripts`);
  return { problems: problems.map((p) => relative('.', p)) };
}

export async function docsStage() {
  const { problems } = checkDocs({ log: (line) => console.log(line) });
  for (const p of problems) console.log(`  ✗ ${p}`);
  if (problems.length) throw new Error(`${problems.length} docs problem(s): see above`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { problems } = checkDocs({ log: (line) => console.log(line) });
  for (const p of problems) console.error(`  ✗ ${p}`);
  process.exitCode = problems.length ? 1 : 0;
}
