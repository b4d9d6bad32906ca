import type { Preview } from '@storybook/react-vite';
import { UiKitProvider } from '../ui-kit/src';

const preview: Preview = {
  // The one decorator: theme, global styles and toasts, as the app has them.
  decorators: [(Story) => <UiKitProvider>{Story()}</UiKitProvider>],
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
