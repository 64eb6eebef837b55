import { defineConfig } from 'tsup'

export default defineConfig({
  entry: ['src/index.ts', 'src/react.ts'],
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  // Ship what apps pay for: no whitespace, simplified syntax; names stay readable
  // and source maps point at src.
  minifyWhitespace: true,
  minifySyntax: true,
})
