import type { Preview } from '@storybook/react-vite';

import type { BreakpointName } from '../ui-kit/src';
import { theme, UiKitProvider } from '../ui-kit/src';

// The viewport toolbar offers the spec's layout breakpoints (sm 500, md 768, lg 1200: read from
// the theme, not repeated) plus a phone below the smallest one.
const BREAKPOINT_LABELS: Record<BreakpointName, string> = { sm: 'small tablet', md: 'tablet', lg: 'desktop' };
const viewportOptions = {
  phone: { name: 'Phone (375 px, below sm)', styles: { width: '375px', height: '740px' }, type: 'mobile' as const },
  ...Object.fromEntries(
    (Object.entries(theme.breakpoints) as [BreakpointName, number][]).map(([name, width]) => [
      name,
      {
        name: `${name} ${width} px (${BREAKPOINT_LABELS[name]})`,
        styles: { width: `${width}px`, height: name === 'lg' ? '800px' : '900px' },
        type: name === 'lg' ? ('desktop' as const) : ('tablet' as const),
      },
    ]),
  ),
};

const preview: Preview = {
  // A docs page (props table, description, every story) for every component with a story file.
  tags: ['autodocs'],
  // The one decorator: theme, global styles and toasts, as the app has them.
  decorators: [(Story) => <UiKitProvider>{Story()}</UiKitProvider>],
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: { options: viewportOptions },
    // Violations are errors, not to-dos; the Jest story test runs the same check on every story.
    a11y: { test: 'error' },
    options: {
      storySort: { order: ['Foundations', 'UI Kit', 'Screens', 'Wizards'] },
    },
  },
};

export default preview;
