import { spawn } from 'node:child_process';

/**
 * Runs PostgreSQL's own pg_dump or pg_restore on the database `url` names. The
 * password travels in the environment, not on the command line other users can read.
 * Resolves with the message to show when the tool is missing or fails.
 */
export function runPostgresTool(
  tool: 'pg_dump' | 'pg_restore',
  args: readonly string[],
  url?: string,
): Promise<{ ok: true; stdout: string } | { ok: false; message: string }> {
  const env = { ...process.env };
  const dbArgs: string[] = [];
  if (url) {
    const parsed = new URL(url);
    if (parsed.password) env.PGPASSWORD = decodeURIComponent(parsed.password);
    parsed.password = '';
    dbArgs.push(`--dbname=${parsed.toString()}`);
  }
  return new Promise((resolve) => {
    const child = spawn(tool, [...dbArgs, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (text: string) => (stdout += text));
    child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text));
    child.once('error', (err: NodeJS.ErrnoException) =>
      resolve({
        ok: false,
        message:
          err.code === 'ENOENT'
            ? `${tool} is not installed or not on PATH: install PostgreSQL's client tools, ` +
              "of the server's major version or newer (Debian: apt-get install postgresql-client)."
            : `${tool} could not be run: ${err.message}`,
      }),
    );
    child.once('close', (code) => {
      if (code === 0) resolve({ ok: true, stdout });
      else resolve({ ok: false, message: `${tool} failed (exit ${code}):\n${stderr.trim()}` });
    });
  });
}
