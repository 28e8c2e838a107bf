/**
 * The JavaScript the login page loads, gzipped (issue 9.3: at most 120 KB).
 *
 * Reads the built web app (apps/web/dist: the login page's HTML and Vite's
 * .vite/manifest.json) and counts the entry chunk, every chunk it imports statically or
 * the page preloads, and the login screen's own lazy chunk with its static imports, if the
 * login screen is split out. Dynamic imports made later (on submit, after login)
 * are not loaded by the page and are not counted.
 *
 * Run after `npm run build -w @demonbane/web`: `npx tsx bench/src/bundle-size.ts`.
 * Writes bench/results/bundle-size.json; exits 1 above the limit.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const LIMIT_BYTES = 120_000;
const LOGIN_SCREEN = 'src/app/routes/login.tsx';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const dist = process.env.WEB_DIST ?? join(root, 'apps', 'web', 'dist');
const resultFile = join(root, 'bench', 'results', 'bundle-size.json');

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

type Reason = 'entry' | 'static import' | 'preloaded by the page' | 'login screen chunk';

function readManifest(): Manifest {
  const path = join(dist, '.vite', 'manifest.json');
  if (!existsSync(path)) {
    throw new Error(`${path} is missing: build the web app first (build.manifest must be on).`);
  }
  return JSON.parse(readFileSync(path, 'utf8')) as Manifest;
}

/** Adds a chunk and, recursively, what it imports statically (loaded before it runs). */
function addWithImports(
  manifest: Manifest,
  key: string,
  reason: Reason,
  files: Map<string, Reason>,
): void {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`manifest has no chunk ${key}`);
  if (!files.has(chunk.file)) files.set(chunk.file, reason);
  for (const imported of chunk.imports ?? []) {
    if (!files.has(manifest[imported]?.file ?? '')) {
      addWithImports(manifest, imported, 'static import', files);
    }
  }
}

/** Scripts and module preloads that the page itself points at. */
function htmlScripts(html: string): string[] {
  const found: string[] = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const isModule = /type="module"/.test(tag) || /rel="modulepreload"/.test(tag);
    const url = /(?:src|href)="\/?([^"]+\.js)"/.exec(tag)?.[1];
    if (isModule && url) found.push(url);
  }
  return found;
}

function main() {
  const manifest = readManifest();
  // A visitor without a session gets the pre-rendered page; index.html is the logged-in
  // shell, which preloads the game's chrome.
  const page = existsSync(join(dist, 'pages', 'login.html')) ? 'pages/login.html' : 'index.html';
  const html = readFileSync(join(dist, page), 'utf8');
  const files = new Map<string, Reason>();

  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entryKey) throw new Error('manifest has no entry chunk');
  addWithImports(manifest, entryKey, 'entry', files);
  for (const file of htmlScripts(html)) {
    if (!files.has(file)) files.set(file, 'preloaded by the page');
  }
  // Split out, the login screen is fetched as soon as the page renders; kept in the
  // entry (no manifest key of its own), it is already counted there.
  const loginSplit = LOGIN_SCREEN in manifest;
  if (loginSplit) addWithImports(manifest, LOGIN_SCREEN, 'login screen chunk', files);

  const rows = [...files].map(([file, reason]) => {
    const bytes = readFileSync(join(dist, file));
    return { file, reason, bytes: bytes.length, gzipBytes: gzipSync(bytes, { level: 9 }).length };
  });
  const totalGzipBytes = rows.reduce((sum, row) => sum + row.gzipBytes, 0);
  const totalBytes = rows.reduce((sum, row) => sum + row.bytes, 0);
  const pass = totalGzipBytes <= LIMIT_BYTES;

  const kb = (n: number) => `${(n / 1000).toFixed(1)} KB`;
  console.log('JavaScript loaded by /login (gzip -9):');
  for (const row of rows) {
    console.log(`  ${kb(row.gzipBytes).padStart(9)}  ${row.file}  (${row.reason})`);
  }
  console.log(
    `  ${kb(totalGzipBytes).padStart(9)}  total (${kb(totalBytes)} uncompressed); limit ${kb(LIMIT_BYTES)}`,
  );
  console.log(
    loginSplit
      ? 'The login screen is a chunk of its own (counted above).'
      : 'The login screen is part of the entry chunk.',
  );

  mkdirSync(dirname(resultFile), { recursive: true });
  writeFileSync(
    resultFile,
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        route: '/login',
        limitGzipBytes: LIMIT_BYTES,
        totalGzipBytes,
        totalBytes,
        pass,
        loginScreenSplit: loginSplit,
        files: rows,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`${pass ? 'PASS' : 'FAIL'}: wrote ${resultFile}`);
  if (!pass) process.exitCode = 1;
}

main();
