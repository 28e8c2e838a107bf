import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { writeCompressed } from './precompress';

/**
 * Logged-out pages whose screen is a lazy chunk: page name (its URL path) → the route module.
 * /login is in the entry chunk already; the logged-in screens are reached from it.
 */
const ROUTE_PAGES: Record<string, string> = {
  register: 'src/app/routes/register.tsx',
};

/**
 * A lazy screen's chunk, and zod with it, are requested only once the entry has run:
 * one more round trip before a first visit to /register can paint. For each page above,
 * dist/pages/<page>.html is index.html that also preloads the screen's code and styles;
 * the server sends it for /<page> (apps/server/src/plugins/web-app.ts).
 */
export function routePages(): Plugin {
  let outDir = 'dist';
  return {
    name: 'demonbane:route-pages',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async writeBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') throw new Error('route pages: the build has no index.html');
      const html = String(index.source);
      await mkdir(join(outDir, 'pages'), { recursive: true });
      for (const [page, source] of Object.entries(ROUTE_PAGES)) {
        const links = preloadLinks(bundle, source).filter((link) => !html.includes(link.href));
        const tags = links.map(({ href, kind }) =>
          kind === 'script'
            ? `<link rel="modulepreload" crossorigin href="${href}">`
            : `<link rel="preload" as="style" crossorigin href="${href}">`,
        );
        if (!html.includes('</head>')) throw new Error('route pages: index.html has no </head>');
        const out = html.replace('</head>', `  ${tags.join('\n    ')}\n  </head>`);
        await writeCompressed(join(outDir, 'pages', `${page}.html`), Buffer.from(out));
      }
    },
  };
}

interface Preload {
  href: string;
  kind: 'script' | 'style';
}

/** The chunk built from `source`, every chunk it imports statically, and their styles. */
function preloadLinks(bundle: Rolldown.OutputBundle, source: string): Preload[] {
  const chunks = Object.values(bundle).filter(
    (file): file is Rolldown.OutputChunk => file.type === 'chunk',
  );
  const root = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(source));
  if (!root) throw new Error(`route pages: no chunk is built from ${source}`);
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Set<string>();
  const scripts: string[] = [];
  const styles = new Set<string>();
  const visit = (chunk: Rolldown.OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    scripts.push(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
    for (const name of chunk.imports) {
      const next = byName.get(name);
      if (next) visit(next);
    }
  };
  visit(root);
  return [
    ...[...styles].map((file) => ({ href: `/${file}`, kind: 'style' as const })),
    ...scripts.map((file) => ({ href: `/${file}`, kind: 'script' as const })),
  ];
}
