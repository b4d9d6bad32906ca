// The structure check of `npm test`: no circles of imports in the source trees.
//   - between files: none at all (dependency-cruiser, rules in .dependency-cruiser.cjs);
//   - between domain folders (api/src/*, web/src/modules/*, workflows/src/*, domain/src/*): none.
//     An import that closes a circle between two domains fails the check, naming the files.
// Run alone: `node scripts/check-structure.mjs` (exits non-zero on a violation).
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { cruise } from 'dependency-cruiser';

const ROOT = join(fileURLToPath(import.meta.url), '../..');
const require = createRequire(import.meta.url);

/** The trees whose domain folders are checked; a file at a tree's top counts as a domain of its own. */
const TREES = ['api/src', 'web/src/modules', 'workflows/src', 'domain/src'];

function domainOf(path) {
  const tree = TREES.find((t) => path.startsWith(`${t}/`));
  if (!tree) return undefined;
  const rest = path.slice(tree.length + 1).split('/');
  return rest.length > 1 ? `${tree}/${rest[0]}` : path;
}

/** Tarjan's strongly connected components: every group of nodes that reach each other. */
function circles(graph) {
  let index = 0;
  const stack = [];
  const onStack = new Set();
  const order = new Map();
  const low = new Map();
  const found = [];
  const visit = (v) => {
    order.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!order.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v), order.get(w)));
      }
    }
    if (low.get(v) === order.get(v)) {
      const group = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1) found.push(group);
    }
  };
  for (const v of graph.keys()) if (!order.has(v)) visit(v);
  return found;
}

export async function checkStructure({ log = console.log } = {}) {
  const config = require(join(ROOT, '.dependency-cruiser.cjs'));
  const started = Date.now();
  const { output } = await cruise(TREES, { ...config.options, ruleSet: { forbidden: config.forbidden }, validate: true, outputType: 'json', baseDir: ROOT });
  const result = typeof output === 'string' ? JSON.parse(output) : output;
  const problems = [];

  for (const v of result.summary.violations.filter((x) => x.rule.severity === 'error')) {
    const route = v.cycle?.length ? [v.from, ...v.cycle.map((c) => c.name ?? c)].join(' -> ') : `${v.from} -> ${v.to}`;
    problems.push(`${v.rule.name}: ${route}`);
  }

  // The graph of domain folders, each arrow with the file imports that make it.
  const graph = new Map();
  const because = new Map();
  for (const module of result.modules) {
    const from = domainOf(module.source);
    if (!from) continue;
    for (const dep of module.dependencies) {
      const to = domainOf(dep.resolved);
      if (!to || to === from) continue;
      if (!graph.has(from)) graph.set(from, new Set());
      graph.get(from).add(to);
      const key = `${from} -> ${to}`;
      if (!because.has(key)) because.set(key, []);
      because.get(key).push(`${module.source} -> ${dep.resolved}`);
    }
  }
  const inCircles = new Set();
  for (const group of circles(graph)) {
    const members = new Set(group);
    for (const from of group) {
      for (const to of graph.get(from)) {
        if (!members.has(to)) continue;
        const key = `${from} -> ${to}`;
        inCircles.add(key);
        problems.push(`circle between domain folders: ${key} (${because.get(key).slice(0, 3).join(', ')}), while ${to} already reaches ${from}`);
      }
    }
  }
  log(
    `  ${result.summary.totalCruised} files, ${result.summary.totalDependenciesCruised} imports; ${inCircles.size} arrows in circles between domain folders (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  return { problems, inCircles: [...inCircles].sort() };
}

/** The stage of scripts/test.mjs: prints each violation and throws when there is one. */
export async function structureStage() {
  const { problems } = await checkStructure({ log: (line) => console.log(line) });
  for (const p of problems) console.log(`  ✗ ${p}`);
  if (problems.length) throw new Error(`${problems.length} import circle(s): see above, and order the imports so each domain imports only those below it`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { problems, inCircles } = await checkStructure();
  if (process.argv.includes('--list')) console.log(JSON.stringify(inCircles, null, 2));
  for (const p of problems) console.error(`  ✗ ${p}`);
  process.exitCode = problems.length ? 1 : 0;
}
