// Build and dev server for the PWA in web/. The service worker is compiled from sw/ with
// injectManifest so we own its routing rules; the web app manifest's source of truth is the
// root manifest.webmanifest, read here and handed to vite-plugin-pwa, which writes it into
// dist/ and links it from index.html.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { OutputBundle, OutputChunk } from 'rolldown';
import { defineConfig, runnerImport, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import type * as StaticShell from './web/shell/staticShell';
import { z } from 'zod';

const manifestIconSchema = z.object({
  src: z.string(),
  sizes: z.string(),
  type: z.string(),
  purpose: z.enum(['any', 'maskable', 'monochrome']),
});

const displayModeSchema = z.enum(['fullscreen', 'standalone', 'minimal-ui', 'browser']);

const manifestSchema = z.object({
  id: z.string(),
  name: z.string(),
  short_name: z.string(),
  description: z.string(),
  lang: z.string(),
  dir: z.enum(['ltr', 'rtl']),
  start_url: z.string(),
  scope: z.string(),
  // Chrome installs only with one of these three.
  display: z.enum(['fullscreen', 'standalone', 'minimal-ui']),
  display_override: z.array(displayModeSchema),
  orientation: z.enum(['any', 'natural', 'portrait', 'landscape']),
  theme_color: z.string(),
  background_color: z.string(),
  categories: z.array(z.string()),
  // true would make Chrome recommend a store app instead of installing this one.
  prefer_related_applications: z.literal(false),
  icons: z
    .array(manifestIconSchema)
    .refine(
      (icons) => ['192x192', '512x512'].every((size) => icons.some((i) => i.sizes === size)),
      {
        message: 'Chrome needs a 192x192 and a 512x512 icon to install the app',
      },
    )
    .refine((icons) => icons.some((icon) => icon.purpose === 'maskable'), {
      message: 'Android crops icons without a maskable one into a white circle',
    }),
  shortcuts: z.array(
    z.object({
      name: z.string(),
      short_name: z.string(),
      description: z.string(),
      url: z.string(),
      icons: z.array(manifestIconSchema.omit({ purpose: true })),
    }),
  ),
});

const manifestPath = fileURLToPath(new URL('./manifest.webmanifest', import.meta.url));
// A typo in the manifest should stop the build loudly instead of shipping an uninstallable app.
const manifest = manifestSchema.parse(JSON.parse(readFileSync(manifestPath, 'utf8')));

const apiTarget = 'http://localhost:8787';

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;

/**
 * Writes Brotli (.br, quality 11) and gzip (.gz, level 9) copies of every text file of the
 * build once, at build time; the server picks one by Accept-Encoding (api/app.ts). Runs
 * after every other plugin, so the service worker is compressed too.
 */
function precompress(): Plugin {
  // The build's own output folder (a benchmark builds into a temporary one).
  let outDir = fileURLToPath(new URL('./dist', import.meta.url));
  return {
    name: 'duftkompass-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        for (const entry of readdirSync(outDir, { recursive: true, encoding: 'utf8' })) {
          const file = path.join(outDir, entry);
          if (!COMPRESSIBLE.test(file) || !statSync(file).isFile()) continue;
          const content = readFileSync(file);
          if (content.length < 1024) continue;
          writeFileSync(
            `${file}.br`,
            brotliCompressSync(content, {
              params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 },
            }),
          );
          writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        }
      },
    },
  };
}

/**
 * The stylesheets the prerendered header and hero use, inlined into index.html so that the
 * first paint needs no request beyond the document. They stay in the app's bundle too; being
 * repeated later there, every rule ends up where the app alone would put it. A component of the
 * prerendered markup whose stylesheet is missing here paints unstyled until the app's stylesheet
 * arrives, and then moves everything below it (the hero's search field did: CLS 0.26 on a
 * loaded machine); first-paint.spec.ts compares the page with and without that stylesheet.
 */
const CRITICAL_CSS = [
  'web/styles/tokens.css',
  'web/styles/base.css',
  'web/shell/shell.css',
  'web/features/home/home.css',
  'web/features/search/searchField.css',
  'web/features/consent/consent.css',
];

function criticalCss(): string {
  return CRITICAL_CSS.map((file) =>
    readFileSync(fileURLToPath(new URL(`./${file}`, import.meta.url)), 'utf8'),
  )
    .join('\n')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');
}

function withoutStylesheets(): Plugin {
  return {
    name: 'duftkompass-without-stylesheets',
    enforce: 'pre',
    resolveId: (source) => (source.endsWith('.css') ? '\0stylesheet' : null),
    load: (id) => (id === '\0stylesheet' ? 'export {};' : null),
  };
}

/**
 * A chunk's file and the files it imports statically, as the document's paths, with their
 * stylesheets (which a dynamic import otherwise requests only after the code arrived).
 */
function withStaticImports(bundle: OutputBundle, first: OutputChunk): string[] {
  const files = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const file of chunk.imports) {
      const imported = bundle[file];
      if (imported?.type === 'chunk') visit(imported);
    }
  };
  visit(first);
  return [...files].map((file) => `/${file}`);
}

/**
 * The modules of each page in ROUTE_MODULES and of the auth library, without those the entry
 * preloads anyway. A page module missing from the build stops it: the table is out of date.
 */
function pagePreloads(
  bundle: OutputBundle | undefined,
  shell: typeof StaticShell,
  /** The entry, what it preloads and the app's stylesheets: requested anyway. */
  entryPreloads: readonly string[],
) {
  if (!bundle) throw new Error('index.html: kein Build-Ergebnis für die Seitenmodule');
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  const beyondEntry = (chunk: OutputChunk) =>
    withStaticImports(bundle, chunk).filter((file) => !entryPreloads.includes(file));
  const routePreloads: Record<string, string[]> = {};
  for (const [route, module] of Object.entries(shell.ROUTE_MODULES)) {
    const chunk = chunks.find((item) => item.facadeModuleId?.endsWith(`/${module}`));
    if (!chunk) throw new Error(`ROUTE_MODULES: ${module} (${route}) ist nicht im Build`);
    routePreloads[route] = beyondEntry(chunk);
  }
  const supabase = chunks.find((item) => item.name === 'supabase');
  if (!supabase) throw new Error('index.html: der Chunk "supabase" fehlt im Build');
  return { routePreloads, sessionPreloads: beyondEntry(supabase) };
}

/**
 * A first paint without JavaScript (issue 14): the header and the home page's hero rendered
 * with react-dom/server from the app's components (web/shell/staticShell.tsx) into the
 * document, their stylesheets inline, and the app's stylesheet and scripts added by the
 * document's own script (web/shell/staticShell.tsx, documentScript), so that they hold back
 * no paint. The server allows the
 * inline script and style by their hashes (api/http/securityHeaders.ts).
 */
function prerenderShell(): Plugin {
  return {
    name: 'duftkompass-prerender-shell',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
        if (!context.filename.endsWith(`${path.sep}web${path.sep}index.html`)) return html;
        const { module: shell } = await runnerImport<typeof StaticShell>(
          fileURLToPath(new URL('./web/shell/staticShell.tsx', import.meta.url)),
          // Components import their stylesheets; here only their markup is wanted.
          { configFile: false, plugins: [withoutStylesheets()] },
        );
        const stylesheets: string[] = [];
        const preloads: string[] = [];
        const entryScript = /\s*<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>/;
        const entry = entryScript.exec(html)?.[1];
        if (!entry) throw new Error('index.html: kein Einstiegsskript gefunden');
        const withoutLinks = html
          .replace(entryScript, '')
          .replace(/\s*<link rel="stylesheet"[^>]*>/g, (link) => {
            const href = /href="([^"]+)"/.exec(link)?.[1];
            if (href) stylesheets.push(href);
            return '';
          })
          .replace(/\s*<link rel="modulepreload"[^>]*>/g, (link) => {
            const href = /href="([^"]+)"/.exec(link)?.[1];
            if (href) preloads.push(href);
            return '';
          });
        const { routePreloads, sessionPreloads } = pagePreloads(context.bundle, shell, [
          ...preloads,
          entry,
          ...stylesheets,
        ]);
        const fallback = stylesheets.map((href) => `<link rel="stylesheet" href="${href}">`);
        return withoutLinks
          .replace(
            '</head>',
            `  <script>${shell.documentScript({ stylesheets, entry, preloads, routePreloads, sessionPreloads })}</script>\n    <style>${criticalCss()}\n${shell.ROUTE_CLASS_STYLE}</style>\n  </head>`,
          )
          .replace('<div id="root"></div>', `<div id="root">${shell.renderStaticShell()}</div>`)
          .replace('</body>', `  <noscript>${fallback.join('')}</noscript>\n  </body>`);
      },
    },
  };
}

// Two documents: the app, and the HEIC converter that the photo upload loads in a hidden
// frame (web/heic/; the server gives it its own Content-Security-Policy).
const pages = {
  main: fileURLToPath(new URL('./web/index.html', import.meta.url)),
  heicConverter: fileURLToPath(new URL('./web/heic/heic-converter.html', import.meta.url)),
};

export default defineConfig({
  root: 'web',
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    rolldownOptions: {
      input: pages,
      output: {
        // Libraries change far less often than app code: in their own chunks they keep their
        // hashes across releases, so an update downloads (and precaches) only what changed.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
            },
            // The radar chart library loads only with the Duft-DNA panel.
            { name: 'chart', test: /node_modules[\\/](chart\.js|react-chartjs-2|@kurkle)[\\/]/ },
            // Photo conversion libraries (heic2any alone is over 1 MB) load only with a photo;
            // heic2any only in the converter document.
            { name: 'heic', test: /node_modules[\\/]heic2any[\\/]/ },
            { name: 'compression', test: /node_modules[\\/]browser-image-compression[\\/]/ },
            // supabase-js loads on first use (web/session/supabaseClient.ts), not with the page.
            { name: 'supabase', test: /node_modules[\\/]@supabase[\\/]/ },
            // Dexie loads with the device database's first use (web/data/deviceDataGate.ts).
            { name: 'dexie', test: /node_modules[\\/](dexie|dexie-react-hooks)[\\/]/ },
            // Radix's toast primitives load with the first toast (web/ui/toast/LazyToaster.tsx).
            { name: 'toast', test: /node_modules[\\/]@radix-ui[\\/]/ },
            // web/zodJitless.ts rides with zod: a chunk's own code runs after the chunks it
            // imports, so in another chunk it would configure zod too late (see that file).
            { name: 'vendor', test: /node_modules[\\/]|web[\\/]zodJitless\.ts$/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/auth': { target: apiTarget, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/auth': { target: apiTarget, changeOrigin: true },
    },
  },
  plugins: [
    react(),
    prerenderShell(),
    precompress(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: '../sw',
      filename: 'sw.ts',
      manifest,
      // web/pwa/registerServiceWorker.ts registers through workbox-window so it can offer
      // the "Neue Version verfügbar" toast; an injected register script would race it.
      injectRegister: false,
      includeAssets: ['icons/favicon.svg', 'icons/favicon-32.png', 'icons/apple-touch-icon.png'],
      injectManifest: {
        // Icons and the manifest are part of the shell: an installed app must render its
        // own icon and start offline. The HEIC converter (its document and heic2any, 1.3 MB)
        // is precached too: a photo taken offline is converted before it is queued, so an
        // iPhone photo without a connection needs the converter on the device.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // The admin dashboard is for the operator only: no visitor's device fetches it.
        globIgnores: ['**/AdminPage-*', '**/DashboardCharts-*'],
      },
    }),
  ],
});
