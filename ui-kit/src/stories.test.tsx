/**
 * Smoke test of every story: finds each *.stories.tsx under ui-kit/src and web/src at test time
 * (a new story is covered without touching this file) and renders every exported story through
 * Storybook's own composeStories with the real .storybook/preview (its UiKitProvider decorator),
 * so a story that throws or logs console.error fails here before anyone opens Storybook.
 */
import { composeStories, setProjectAnnotations } from '@storybook/react';
import { act, cleanup, render } from '@testing-library/react';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import preview from '../../.storybook/preview';

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

// jsdom lacks these browser APIs that components or stories may touch.
beforeAll(() => {
  if (!window.matchMedia) {
    Object.defineProperty(window, 'matchMedia', {
      value: (query: string) => ({ matches: false, media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false }),
    });
  }
  if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;
});

it('finds the kit stories (and the web stories when web/src exists)', () => {
  expect(files.some((f) => f.includes(join('ui-kit', 'src')))).toBe(true);
  if (existsSync(join(repoRoot, 'web', 'src'))) expect(files.some((f) => f.includes(join('web', 'src')))).toBe(true);
});

describe.each(files.map((file) => [relative(repoRoot, file), file]))('%s', (_name, file) => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const stories = composeStories(require(file) as Parameters<typeof composeStories>[0]);
  const entries = Object.entries(stories);

  it('exports at least one story', () => {
    expect(entries.length).toBeGreaterThan(0);
  });

  it.each(entries.map(([storyName, Story]) => [storyName, Story]))('renders %s without errors', async (_storyName, Story) => {
    const errors: unknown[][] = [];
    const spy = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      errors.push(args);
    });
    try {
      const StoryComponent = Story as unknown as () => React.JSX.Element;
      await act(async () => {
        render(<StoryComponent />);
      });
      // Let effects, queued state updates and any immediate async work settle inside act.
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
      expect(document.body.innerHTML.length).toBeGreaterThan(0);
    } finally {
      cleanup();
      spy.mockRestore();
    }
    expect(errors.map((args) => args.map(String).join(' ').slice(0, 500))).toEqual([]);
  });
});
