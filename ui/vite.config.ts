// Build and dev-server settings for the UI that the Rust binary embeds from dist/.
import { fileURLToPath, URL } from 'node:url';
import { defineConfig, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { templateIcons } from './build/templateIcons';

const LOCAL_SERVER = 'http://127.0.0.1:18080';

/** The server refuses writes whose Origin is not its own, so the dev proxy presents the server's origin. */
const toLocalServer: ProxyOptions = {
  target: LOCAL_SERVER,
  changeOrigin: true,
  configure: (proxy) => {
    proxy.on('proxyReq', (request) => {
      if (request.getHeader('origin')) request.setHeader('origin', LOCAL_SERVER);
    });
  },
};

/**
 * The browser gets Preact's React-compatible runtime: the same components in a sixth of React DOM's
 * weight, which keeps a public page's first download small. Unit tests keep React itself, which
 * Testing Library drives; the browser tests exercise this build.
 */
const PREACT_IN_PLACE_OF_REACT = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

export default defineConfig({
  plugins: [react(), tailwindcss(), templateIcons(fileURLToPath(new URL('../templates', import.meta.url)))],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(process.env.VITEST ? [] : PREACT_IN_PLACE_OF_REACT),
    ],
  },
  server: {
    proxy: {
      '/api': toLocalServer,
      '/media': toLocalServer,
    },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    manifest: true,
    rollupOptions: {
      input: {
        app: fileURLToPath(new URL('./index.html', import.meta.url)),
        public: fileURLToPath(new URL('./src/public/main.ts', import.meta.url)),
      },
    },
  },
});
