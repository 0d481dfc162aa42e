import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { accessibleLibraries } from './scripts/accessible-libraries.ts'

export default defineConfig({
  plugins: [react(), accessibleLibraries()],
  // the dev server's pre-bundled libraries get the same labels
  optimizeDeps: { rolldownOptions: { plugins: [accessibleLibraries()] } },
  server: {
    port: 9000,
    // the server answers `/api/admin/...` itself, so the prefix is kept
    proxy: { '/api': { target: 'http://127.0.0.1:8001', changeOrigin: true } },
  },
  build: {
    target: 'es2022',
    // the server serves these pre-compressed; see scripts/finish-build.mjs
    reportCompressedSize: false,
    // read by scripts/bundle-report.mjs to know what the sign-in page loads
    manifest: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      treeshake: {
        // the contract package builds zod schemas at the top level of its modules; the console
        // mostly needs its constants and types, so unused schemas (and zod) must not ship with
        // the sign-in page
        moduleSideEffects: (id: string) => !/[\\/]packages[\\/]contract[\\/]/.test(id),
      },
    },
  },
})
