import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import vue from '@vitejs/plugin-vue';

const rendererRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

export default defineConfig({
  root: rendererRoot,
  // Relative asset URLs so the same build loads from file:// (Electron) and http:// (web host).
  base: './',
  plugins: [vue()],
  define: {
    // Composition-only vue-i18n: drops the legacy API and keeps devtools hooks out of production.
    __VUE_I18N_FULL_INSTALL__: true,
    __VUE_I18N_LEGACY_API__: false,
    __INTLIFY_PROD_DEVTOOLS__: false,
    __VUE_PROD_DEVTOOLS__: false,
    __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: false,
  },
  build: {
    outDir: `${repoRoot}dist/renderer`,
    emptyOutDir: true,
    target: 'es2022',
  },
});
