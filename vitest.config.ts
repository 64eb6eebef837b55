import { defaultClientConditions, defaultServerConditions } from 'vite'
import { defineConfig } from 'vitest/config'

// Every workspace package exports its TypeScript sources under the `@gdzyz/source`
// condition, so tests run on `src` without a build step.
const conditions = {
  resolve: { conditions: ['@gdzyz/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@gdzyz/source', ...defaultServerConditions] } },
}

export default defineConfig({
  ...conditions,
  test: {
    projects: [
      'packages/ui-shell/vitest.config.ts',
      {
        ...conditions,
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/*/src/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          typecheck: {
            enabled: true,
            include: ['packages/*/src/**/*.test-d.ts'],
            tsconfig: './tsconfig.type-tests.json',
          },
        },
      },
      {
        ...conditions,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['packages/*/src/**/*.test.tsx', 'apps/*/src/**/*.test.tsx'],
          setupFiles: ['./scripts/vitest-dom-setup.ts'],
        },
      },
    ],
  },
})
