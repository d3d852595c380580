import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";

const apiTarget = process.env.NOVA_API_URL ?? "http://localhost:3000";

// `vite build --ssr src/app/landing-server.tsx` builds the landing page's server renderer
// (decision 0064) into dist/.ssr: a dot folder, which neither the server's static files nor the
// build's compression serve or touch. It needs no public files, manifest nor chunk naming.
export default defineConfig(({ isSsrBuild }) => ({
  root: fileURLToPath(new URL(".", import.meta.url)),
  plugins: [
    react(),
    tailwindcss(),
    // The console's service worker (decision 0080): src/sw/sw.ts, built with Workbox from the
    // packages installed here (nothing is downloaded at build time), with the list of this
    // build's files to keep. The web manifest is the server's (/manifest.webmanifest, named
    // as the studio calls itself); the page registers the worker itself (app/update-prompt.tsx).
    isSsrBuild
      ? null
      : VitePWA({
          strategies: "injectManifest",
          srcDir: "src/sw",
          filename: "sw.ts",
          registerType: "prompt",
          injectRegister: false,
          manifest: false,
          injectManifest: {
            // The shell: scripts, styles, the page, the icons. Not the landing's photos, nor
            // exceljs (a report's XLSX download, never needed offline).
            globPatterns: ["**/*.{js,css,html,svg,ico}"],
            globIgnores: ["assets/exceljs*", "images/**"],
            maximumFileSizeToCacheInBytes: 1_500_000,
          },
          devOptions: { enabled: false },
        }),
  ],
  resolve: {
    alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) },
  },
  server: {
    port: 5173,
    proxy: {
      "/api": { target: apiTarget, changeOrigin: true },
      "/auth": { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    outDir: isSsrBuild ? "dist/.ssr" : "dist",
    emptyOutDir: true,
    copyPublicDir: !isSsrBuild,
    // The manifest lets the browser suite map loaded chunks back to files for the size budgets.
    manifest: !isSsrBuild,
    sourcemap: false,
    // exceljs (about 940 kB minified) is a chunk of its own, imported only when someone
    // downloads a report as XLSX (features/reports/lib/xlsx.ts), so its size never delays a
    // screen; Vite's 500 kB warning about it was noise on every build. The browser suite's
    // size budgets (e2e) are what guard the chunks a screen loads.
    chunkSizeWarningLimit: 1_000,
    rollupOptions: {
      output: isSsrBuild
        ? {}
        : {
            // React is shared by the landing page and the console; give its chunk a stable name.
            manualChunks: (id) =>
              /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id)
                ? "react"
                : undefined,
          },
      onwarn(warning, warn) {
        // zod ships comments Rollup cannot place; harmless noise on every build.
        if (warning.code === "INVALID_ANNOTATION" && warning.id?.includes("node_modules")) return;
        warn(warning);
      },
    },
  },
}));
