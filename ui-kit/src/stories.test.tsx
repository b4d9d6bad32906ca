// @long-running 15 s: every story rendered, played and checked by axe-core (jest.sequencer.js starts it early).
/**
 * Every story, as Storybook runs it: finds each *.stories.tsx under ui-kit/src and web/src at test
 * time (a new story is covered without touching this file), composes it with the real
 * .storybook/preview (its UiKitProvider decorator) and, for each story:
 *   1. renders it and runs its play function (`Story.run()`, Storybook's own story pipeline), so
 *      the interaction tests of the stories run in `npm test`;
 *   2. fails on any console.error (a story that throws or warns fails here before anyone opens
 *      Storybook);
 *   3. runs axe-core on the page with the rules the Storybook accessibility addon uses, and
 *      fails on any violation.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

import { composeStories, setProjectAnnotations } from '@storybook/react';
import { act } from '@testing-library/react';
import axe from 'axe-core';
import { __PRIVATE__ } from 'styled-components';

import preview from '../../.storybook/preview';
import { sleep } from '../../test-support/sleep';

setProjectAnnotations(preview);

const repoRoot = join(__dirname, '..', '..');
const SEARCH_DIRS = ['ui-kit/src', 'web/src'];

function findStories(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules') continue;
    const full = join(dir, name);
    if (statSync(full).isDirectory()) out.push(...findStories(full));
    else if (name.endsWith('.stories.tsx')) out.push(full);
  }
  return out;
}

// web/src is optional: the kit's suite must not depend on the app being there.
const dirs = SEARCH_DIRS.map((dir) => join(repoRoot, dir)).filter((dir) => existsSync(dir));
const files = dirs.flatMap((dir) => findStories(dir)).sort();

type AxeRule = { id: string; enabled: boolean };
interface A11yParameters {
  config?: { rules?: AxeRule[] };
  options?: axe.RunOptions;
}

/** What the test uses of a composed story. */
interface RunnableStory {
  run: (context?: { canvasElement?: HTMLElement }) => Promise<void>;
  parameters: { a11y?: A11yParameters };
}

const JSDOM_RULES: AxeRule[] = [
  // As the Storybook addon: a component alone on a page has no landmarks around it.
  { id: 'region', enabled: false },
  // jsdom computes no layout or colours; contrast is checked by the addon in a browser and by the
  // Chromium route audit (e2e), not here.
  { id: 'color-contrast', enabled: false },
];

/** axe-core over the whole document (portals included), as the addon runs it in Storybook. */
async function axeViolations(parameters: { a11y?: A11yParameters }): Promise<string[]> {
  const a11y = parameters.a11y ?? {};
  axe.reset();
  axe.configure({ rules: [...JSDOM_RULES, ...(a11y.config?.rules ?? [])] });
  const results = await axe.run(document.body, { ...a11y.options, resultTypes: ['violations'] });
  return results.violations.flatMap((v) => v.nodes.map((node) => `${v.id}: ${v.help} at ${node.target.join(' ')}`));
}

/**
 * Forgets every rule styled-components inserted: it keeps all of them in one sheet for the
 * document's life, and jsdom's getComputedStyle, which axe calls for every node, matches each rule
 * of the document against the node. Over the file's stories the sheet grew to about 580 rules, so
 * each later story's axe run paid for all the stories before it (the file took 20.5 CPU s alone; with
 * this, 11.9). As jest-styled-components resets it; the next story inserts its own rules again.
 */
function forgetStyles(): void {
  const sheet = __PRIVATE__.mainSheet;
  sheet.gs = {};
  sheet.names = new Map();
  sheet.clearTag();
  // clearTag drops the sheet's reference to its <style> element but leaves it in the document.
  for (const element of document.querySelectorAll('style[data-styled]')) element.remove();
}

// jsdom lacks these browser APIs that components or stories may touch.
beforeAll(() => {
  if (!window.matchMedia) {
    Object.defineProperty(window, 'matchMedia', {
      value: (query: string) => ({
        matches: false,
        media: query,
        onchange: null,
        addListener() {},
        removeListener() {},
        addEventListener() {},
        removeEventListener() {},
        dispatchEvent: () => false,
      }),
    });
  }
  if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;
  // jsdom has no canvas (it logs "Not implemented"); axe's icon-ligature check then skips it.
  HTMLCanvasElement.prototype.getContext = () => null;
});

it('finds the kit stories (and the web stories when web/src exists)', () => {
  expect(files.some((f) => f.includes(join('ui-kit', 'src')))).toBe(true);
  if (existsSync(join(repoRoot, 'web', 'src'))) expect(files.some((f) => f.includes(join('web', 'src')))).toBe(true);
});

it('the axe check sees a violation when there is one', async () => {
  const canvasElement = document.body.appendChild(document.createElement('div'));
  canvasElement.innerHTML = '<button type="button"></button><img src="x.png">';
  try {
    const found = await axeViolations({});
    expect(found.map((line) => line.split(':')[0]).sort()).toEqual(['button-name', 'image-alt']);
  } finally {
    canvasElement.remove();
  }
});

describe.each(files.map((file) => [relative(repoRoot, file), file]))('%s', (_name, file) => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const stories = composeStories(require(file) as Parameters<typeof composeStories>[0]);
  const entries = Object.entries<RunnableStory>(stories);

  it('exports at least one story', () => {
    expect(entries.length).toBeGreaterThan(0);
  });

  it.each(entries.map(([storyName, Story]) => [storyName, Story]))('%s renders, plays and has no axe violations', async (_storyName, Story) => {
    const errors: unknown[][] = [];
    const spy = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      errors.push(args);
    });
    let violations: string[];
    const canvasElement = document.body.appendChild(document.createElement('div'));
    try {
      // Renders into a fresh canvas (the previous story is unmounted first) and plays.
      await Story.run({ canvasElement });
      // Let effects, queued state updates and any immediate async work settle inside act.
      await act(async () => {
        await sleep(0);
      });
      expect(canvasElement.innerHTML.length).toBeGreaterThan(0);
      violations = await axeViolations(Story.parameters);
    } finally {
      spy.mockRestore();
      forgetStyles();
    }
    expect(errors.map((args) => args.map(String).join(' ').slice(0, 500))).toEqual([]);
    expect(violations).toEqual([]);
  });
});
