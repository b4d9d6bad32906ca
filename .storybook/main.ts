import { fileURLToPath } from 'node:url';

import type { StorybookConfig } from '@storybook/react-vite';

const root = fileURLToPath(new URL('..', import.meta.url));

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../ui-kit/src/**/*.mdx', '../ui-kit/src/**/*.stories.tsx', '../web/src/**/*.stories.tsx'],
  // Docs pages (autodocs, MDX) and the accessibility panel; both are separate packages in SB 10.
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  // Props tables from the kit's TypeScript types and JSDoc comments (react-docgen-typescript reads
  // imported and extended types, which react-docgen does not). Native HTML attributes are left out
  // of the tables: a Button's 260 DOM props would bury its own.
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      tsconfigPath: `${root}.storybook/tsconfig.json`,
      include: ['ui-kit/src/**/*.tsx'],
      exclude: ['**/*.stories.tsx', '**/*.test.tsx'],
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      propFilter: (prop) => !prop.parent || !prop.parent.fileName.includes('node_modules'),
    },
  },
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
