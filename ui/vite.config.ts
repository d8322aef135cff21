// Build and dev-server settings for the UI that the Rust binary embeds from dist/: two entries, the
// single-page app (index.html) and the small script every public page loads (src/public/main.ts).
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

export default defineConfig({
  plugins: [react(), tailwindcss(), templateIcons(fileURLToPath(new URL('../templates', import.meta.url)))],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
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
    // The server reads which hashed files each entry needs from dist/.vite/manifest.json, by source path.
    manifest: true,
    rolldownOptions: {
      input: {
        app: fileURLToPath(new URL('./index.html', import.meta.url)),
        public: fileURLToPath(new URL('./src/public/main.ts', import.meta.url)),
      },
      output: {
        // React and i18next in files of their own, named for them: the app and every island share them, and
        // they stay cached across releases that change neither.
        codeSplitting: {
          groups: [
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'i18next', test: /[\\/]node_modules[\\/](i18next|react-i18next)[\\/]/ },
          ],
        },
      },
    },
  },
});
