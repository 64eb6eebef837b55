import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig } from 'vite'

export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  resolve: { conditions: ['@gdzyz/source', ...defaultClientConditions] },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
})
