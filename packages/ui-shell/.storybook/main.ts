import type { StorybookConfig } from '@storybook/react-vite'
import { defaultClientConditions, mergeConfig } from 'vite'

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // Storybook composes the published Storybook of every dependency that names one in its
  // package.json (@chakra-ui/react does): designers work offline, so no external references.
  refs: { '@chakra-ui/react': { disable: true } },
  // Sibling workspace packages resolve to their TypeScript sources, as in tests.
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      resolve: { conditions: ['@gdzyz/source', ...defaultClientConditions] },
    }),
}

export default config
