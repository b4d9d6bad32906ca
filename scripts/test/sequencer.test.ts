import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The order Jest starts test files in (jest.sequencer.js): longest first, from Jest's cached
// durations when this tree has them, else the files that say they run long, then by size.
interface FakeTest {
  path: string;
  duration?: number;
  context: { config: { cache: boolean }; hasteFS: { getSize: (path: string) => number } };
}
type Sorter = new (options: object) => { sort: (tests: FakeTest[]) => FakeTest[]; time: (test: FakeTest) => number | undefined };

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the CommonJS module Jest loads by path
const LongFirst = require('../../jest.sequencer.js') as Sorter;

describe('jest.sequencer.js', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sequencer-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const sizes = new Map<string, number>();
  const file = (name: string, head: string, size: number): FakeTest => {
    const path = join(dir, name);
    writeFileSync(path, `${head}\nimport { x } from './x';\n`);
    sizes.set(path, size);
    return { path, context: { config: { cache: false }, hasteFS: { getSize: (p) => sizes.get(p) ?? 0 } } };
  };
  const names = (tests: FakeTest[]) => tests.map((t) => t.path.slice(dir.length + 1));

  it('without cached durations starts the files that run long first, longest first, then by size', () => {
    const tests = [
      file('big.test.ts', '// A large file of quick tests.', 9000),
      file('recovery.test.ts', '// @long-running 30 s: waiting on a killed worker.', 1000),
      file('small.test.ts', '', 500),
      file('fuzz.test.ts', '// @long-running 70 s: hundreds of mutations.', 3000),
    ];
    expect(names(new LongFirst({}).sort(tests))).toEqual(['fuzz.test.ts', 'recovery.test.ts', 'big.test.ts', 'small.test.ts']);
  });

  it("keeps Jest's order from this tree's cached durations when every file has one", () => {
    const durations: Record<string, number> = { 'a.test.ts': 5000, 'b.test.ts': 40000, 'c.test.ts': 1000 };
    class Cached extends LongFirst {
      time(test: FakeTest) {
        return durations[test.path.slice(dir.length + 1)];
      }
    }
    const tests = [file('a.test.ts', '// @long-running 70 s: said so once.', 100), file('b.test.ts', '', 100), file('c.test.ts', '', 100)];
    expect(names(new Cached({}).sort(tests))).toEqual(['b.test.ts', 'a.test.ts', 'c.test.ts']);
  });
});
