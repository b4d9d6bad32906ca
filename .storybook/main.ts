import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';

const root = fileURLToPath(new URL('..', import.meta.url));

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../ui-kit/src/**/*.mdx', '../ui-kit/src/**/*.stories.tsx', '../web/src/**/*.stories.tsx'],
  // Docs pages (autodocs, MDX) and the accessibility panel; both are separate packages in SB 10.
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  // Props tables from the components' TypeScript types and JSDoc comments.
  typescript: { reactDocgen: 'react-docgen-typescript' },
  // The machines here only reach the npm registry; telemetry would hang on the network.
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(viteConfig, {
      resolve: {
        // Source, not built packages: stories see edits at once (same mapping as jest.preset.js).
        alias: {
          '@pg/domain': `${root}domain/src/index.ts`,
          '@pg/ui-kit': `${root}ui-kit/src/index.ts`,
        },
      },
    });
  },
};

export default config;
