import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type ResolvedConfig } from 'vite';

const ENTRY = 'src/app/prerender.tsx';

/**
 * What the app renders at each path for a visitor with no session (src/app/prerender.tsx).
 * The app is built once more, for Node and with the same config, so the HTML comes from
 * the very code (and CSS module class names) the browser runs. That build sits in
 * node_modules, where Node finds React and the router, until the pages are rendered.
 */
export async function prerenderPages(
  config: ResolvedConfig,
  paths: string[],
): Promise<Map<string, string>> {
  const outDir = join(config.root, 'node_modules', '.prerender');
  try {
    await build({
      configFile: config.configFile,
      root: config.root,
      mode: config.mode,
      logLevel: 'warn',
      // The game's own packages are TypeScript: bundled, not imported by Node.
      ssr: { noExternal: [/^@demonbane\//] },
      build: { ssr: ENTRY, outDir, emptyOutDir: true, manifest: false, copyPublicDir: false },
    });
    const { prerenderPage } = (await import(pathToFileURL(join(outDir, 'prerender.js')).href)) as {
      prerenderPage: (path: string) => Promise<string>;
    };
    const pages = new Map<string, string>();
    for (const path of paths) pages.set(path, await prerenderPage(path));
    return pages;
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}
