import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;
const br = promisify(brotliCompress);
const gz = promisify(gzip);

/** Writes a file, with a .br and a .gz beside it at their best levels when they are smaller. */
export async function writeCompressed(path: string, raw: Buffer): Promise<void> {
  const [brotli, gzipped] = await Promise.all([
    br(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
    gz(raw, { level: 9 }),
    writeFile(path, raw),
  ]);
  // Tiny files can grow; the server falls back to the plain file when one is missing.
  if (brotli.length < raw.length) await writeFile(`${path}.br`, brotli);
  if (gzipped.length < raw.length) await writeFile(`${path}.gz`, gzipped);
}

/**
 * Writes a .br and a .gz beside every text file of the build, once, at their best
 * levels: the server sends them as they are (@fastify/static `preCompressed`)
 * instead of compressing on every request, or not at all.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'demonbane:precompress',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async writeBundle(_options, bundle) {
      const writes = Object.values(bundle)
        .filter((file) => COMPRESSIBLE.test(file.fileName))
        .map((file) =>
          writeCompressed(
            join(outDir, file.fileName),
            Buffer.from(file.type === 'chunk' ? file.code : file.source),
          ),
        );
      await Promise.all(writes);
    },
  };
}
