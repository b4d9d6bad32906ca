// The docs check (scripts/check-docs.mjs) on small examples: each rule fails on its own mistake.
interface Links {
  exists: (path: string) => boolean;
  read: (path: string) => string;
}
interface CheckDocs {
  slug: (heading: string) => string;
  linkProblems: (file: string, text: string, io: Links) => string[];
  duplicateProblems: (docs: [string, string][]) => string[];
  envVarsIn: (source: string) => Set<string>;
  envProblems: (codeVars: Set<string>, docs: Map<string, string>) => string[];
  scriptProblems: (scripts: Record<string, string>, docs: Map<string, string>) => string[];
}

let check: CheckDocs;
beforeAll(async () => {
  check = (await import('../check-docs.mjs')) as CheckDocs;
});

const files: Record<string, string> = {
  'docs/a.md': '# A\n\n## The life of a payment\n\ntext\n',
};
const io: Links = { exists: (p) => p in files, read: (p) => files[p] ?? '' };

describe('links', () => {
  it('makes GitHub anchors', () => {
    expect(check.slug('The life of a payment')).toBe('the-life-of-a-payment');
    expect(check.slug('`npm test`: stages')).toBe('npm-test-stages');
  });

  it('accepts a link to a file and heading that exist', () => {
    expect(check.linkProblems('docs/b.md', 'See [a](a.md#the-life-of-a-payment) and [web](https://x.test).', io)).toEqual([]);
  });

  it('names a missing file and a missing anchor', () => {
    const problems = check.linkProblems('docs/b.md', 'See [c](c.md).\n\nAnd [a](a.md#nowhere).', io);
    expect(problems).toEqual(['docs/b.md:1: link to c.md: no such file', 'docs/b.md:3: link to a.md#nowhere: no heading with that anchor']);
  });

  it('ignores links inside code', () => {
    expect(check.linkProblems('docs/b.md', '```\n[c](c.md)\n```\n', io)).toEqual([]);
  });
});

describe('duplicates', () => {
  const fact = 'The receipt e-mail is sent once per payment, and its history row marks it sent, so a retried charge never mails the payer twice.';

  it('names a paragraph written in two docs', () => {
    expect(
      check.duplicateProblems([
        ['README.md', `# R\n\n${fact}\n`],
        ['docs/x.md', `# X\n\n${fact}\n`],
      ]),
    ).toHaveLength(1);
  });

  it('lets short lines and different paragraphs be', () => {
    expect(
      check.duplicateProblems([
        ['README.md', `# R\n\nSee below.\n\n${fact}\n`],
        ['docs/x.md', '# X\n\nSee below.\n'],
      ]),
    ).toEqual([]);
  });
});

describe('environment variables', () => {
  it('finds the ways the code reads them', () => {
    const source = "const a = process.env.ONE; const b = env.TWO ?? 1; const c = env['THREE']; const { FOUR, FIVE: five } = process.env;";
    expect([...check.envVarsIn(source)].sort()).toEqual(['FIVE', 'FOUR', 'ONE', 'THREE', 'TWO']);
  });

  it('finds the keys of a zod schema of the environment (app-config.ts)', () => {
    const source =
      'const schema = z\n  .object({\n    NODE_ENV: z.string().optional(),\n    PORT: integer(4000, 0, 65535),\n    lower: x,\n  })\n  .superRefine(() => {});';
    expect([...check.envVarsIn(source)].sort()).toEqual(['NODE_ENV', 'PORT']);
  });

  it('wants exactly one row in the configuration doc and none elsewhere', () => {
    const docs = new Map([
      ['docs/configuration.md', '| Variable | Meaning |\n| - | - |\n| `ONE` | one |\n| `TWO` | two |\n| `TWO` | again |\n'],
      ['docs/other.md', '| Variable | Meaning |\n| - | - |\n| `ONE` | here too |\n'],
    ]);
    expect(check.envProblems(new Set(['ONE', 'TWO', 'THREE']), docs)).toEqual([
      'docs/configuration.md: THREE is read by the code but has no row',
      'docs/configuration.md: TWO has 2 rows (one, please)',
      'docs/other.md: defines ONE in a table; its one row is in docs/configuration.md',
    ]);
  });
});

describe('npm scripts', () => {
  it('names a script no doc mentions', () => {
    const docs = new Map([['README.md', 'Run `npm start`, then `npm run storybook`.']]);
    expect(check.scriptProblems({ start: 'x', storybook: 'y', bench: 'z' }, docs)).toEqual(['the npm script "bench" is not named in any doc']);
  });
});
