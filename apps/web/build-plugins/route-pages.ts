import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin, ResolvedConfig, Rolldown } from 'vite';
import { writeCompressed } from './precompress';
import { prerenderPages } from './prerender';

interface RoutePage {
  /** The URL path; the page is dist/pages/<path>.html, '/' being pages/index.html. */
  path: string;
  /** A lazy screen's route module, whose code and styles the page preloads. */
  screen?: string;
}

/** The logged-out pages (ADR 0014). /login and / show the login form, in the entry chunk. */
const ROUTE_PAGES: RoutePage[] = [
  { path: '/' },
  { path: '/login' },
  { path: '/register', screen: 'src/app/routes/register.tsx' },
];

/**
 * What a logged-in first load shows: the chrome and, at /, the hero's home. index.html is
 * the page a visitor with a session gets (at any path), so it names their code and styles
 * itself, fetched while the entry is still downloading rather than added one link at a
 * time by the entry's script, whose DOM insertions cost a long task on a slow phone. Not
 * the fonts: nothing shows text before the code has run, and they would share the
 * connection with it.
 */
const SHELL_SCREENS = ['src/app/layouts/game-layout.tsx', 'src/app/routes/home.tsx'];

/** The file the server looks up for a path (apps/server/src/plugins/web-app.ts). */
const fileOf = (path: string) => (path === '/' ? 'index' : path.slice(1));

const ROOT = '<div id="root"></div>';

/**
 * dist/pages/<file>.html for each page above: index.html with the page's HTML already
 * in #root, so it paints before any JavaScript has run, and (for a lazy screen) links
 * that preload its code and styles, which would otherwise be asked for only once the
 * entry has run. The server sends them to visitors without a session cookie
 * (apps/server/src/plugins/web-app.ts); main.tsx hydrates them.
 */
export function routePages(): Plugin {
  let config: ResolvedConfig;
  // index.html as built, before the logged-in shell's links: the pages start from it.
  let loggedOutHtml = '';
  return {
    name: 'demonbane:route-pages',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') throw new Error('route pages: the build has no index.html');
      loggedOutHtml = String(index.source);
      index.source = withLinks(
        loggedOutHtml,
        SHELL_SCREENS.flatMap((screen) => preloadLinks(bundle, screen)),
        SHELL_LINK_TAG,
      );
    },
    async writeBundle(_options, bundle) {
      const source = loggedOutHtml;
      if (!source.includes('</head>') || !source.includes(ROOT))
        throw new Error(`route pages: index.html needs </head> and ${ROOT}`);
      const html = lowPriorityScripts(source);
      const rendered = await prerenderPages(
        config,
        ROUTE_PAGES.map((page) => page.path),
      );
      const css = builtCss(bundle);
      const outDir = join(config.root, config.build.outDir, 'pages');
      await mkdir(outDir, { recursive: true });
      for (const { path, screen } of ROUTE_PAGES) {
        const body = rendered.get(path)!;
        checkClasses(path, body, css);
        const links = [...fontLinks(bundle), ...(screen ? preloadLinks(bundle, screen) : [])];
        const out = withLinks(html, links, LINK_TAG).replace(ROOT, `<div id="root">${body}</div>`);
        await writeCompressed(join(outDir, `${fileOf(path)}.html`), Buffer.from(out));
      }
    },
  };
}

/**
 * The page paints from its HTML and styles alone, so its scripts may load after the
 * stylesheet and the fonts rather than share a slow connection with them: index.html's
 * own script tags here, the page's added ones in LINK_TAG.
 */
function lowPriorityScripts(html: string): string {
  return html.replace(
    /<(script type="module"|link rel="modulepreload") /g,
    '<$1 fetchpriority="low" ',
  );
}

function builtCss(bundle: Rolldown.OutputBundle): string {
  return Object.values(bundle)
    .filter((file) => file.type === 'asset' && file.fileName.endsWith('.css'))
    .map((file) => String((file as Rolldown.OutputAsset).source))
    .join('\n');
}

/**
 * Every CSS module class in the pre-rendered HTML must be one the browser's styles
 * define: a name built differently would leave the page unstyled, and hydration does
 * not repair attributes.
 */
function checkClasses(path: string, body: string, css: string): void {
  for (const [, names] of body.matchAll(/ class="([^"]*)"/g)) {
    for (const name of names!.split(/\s+/)) {
      if (name.startsWith('_') && !css.includes(`.${name}`))
        throw new Error(
          `route pages: ${path} uses class ${name}, which no built stylesheet defines`,
        );
    }
  }
}

interface Preload {
  href: string;
  kind: 'script' | 'style' | 'font';
}

const LINK_TAG: Record<Preload['kind'], (href: string) => string> = {
  script: (href) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${href}">`,
  style: (href) => `<link rel="preload" as="style" crossorigin href="${href}">`,
  font: (href) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${href}">`,
};

/**
 * The logged-in shell paints nothing useful before its code has run, so its scripts
 * keep their normal priority.
 */
const SHELL_LINK_TAG: Record<Preload['kind'], (href: string) => string> = {
  ...LINK_TAG,
  script: (href) => `<link rel="modulepreload" crossorigin href="${href}">`,
};

/** `html` with a link in its head for each preload it does not name already, once each. */
function withLinks(
  html: string,
  links: Preload[],
  tag: Record<Preload['kind'], (href: string) => string>,
): string {
  const tags = [...new Map(links.map((link) => [link.href, link])).values()]
    .filter((link) => !html.includes(link.href))
    .map(({ href, kind }) => tag[kind](href));
  return html.replace('</head>', tags.length ? `  ${tags.join('\n    ')}\n  </head>` : '</head>');
}

/**
 * The text's fonts (main.tsx imports one file per face): otherwise found only once the
 * stylesheet has loaded and the page is laid out, and the text waits for them.
 */
function fontLinks(bundle: Rolldown.OutputBundle): Preload[] {
  return Object.values(bundle)
    .filter((file) => file.type === 'asset' && file.fileName.endsWith('.woff2'))
    .map((file) => ({ href: `/${file.fileName}`, kind: 'font' as const }));
}

/** The chunk built from `source`, every chunk it imports statically, and their styles. */
function preloadLinks(bundle: Rolldown.OutputBundle, source: string): Preload[] {
  const chunks = Object.values(bundle).filter(
    (file): file is Rolldown.OutputChunk => file.type === 'chunk',
  );
  // A screen grouped into a larger chunk (the logged-in shell) is not that chunk's facade.
  const root = chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(source)));
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
