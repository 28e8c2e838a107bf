import { utcMinute } from '../infra/sessions/ban-service';
import { latestReports } from '../modules/guilds/chat-service';
import { readArgs, readWholeNumber, usageError } from './admin-args';
import type { Operation } from './operation';

/** How many reports `reports` shows without --limit, and at most. */
export const REPORTS_SHOWN = 50;
const MAX_REPORTS = 1000;
const REPORTS_USAGE = '[--limit N]';

/**
 * `reports`: guild chat reports, newest first, each with the reported text as it was
 * when reported (the message may be gone since). A read: not audited.
 */
export const reportsOperation: Operation = {
  usage: REPORTS_USAGE,
  summary: `Lists guild chat reports, newest first (${REPORTS_SHOWN} unless --limit says).`,
  async run(ctx, args) {
    const parsed = readArgs(args, { positionals: [], options: ['limit'] });
    if (!parsed.ok) return usageError('reports', REPORTS_USAGE, parsed.problem);
    const limitText = parsed.value.options.limit;
    const limit =
      limitText === undefined ? REPORTS_SHOWN : readWholeNumber(limitText, 1, MAX_REPORTS);
    if (limit === null) {
      return usageError(
        'reports',
        REPORTS_USAGE,
        `--limit must be a whole number from 1 to ${MAX_REPORTS}.`,
      );
    }
    const reports = await latestReports(ctx.database.db, limit);
    const lines = reports.map(
      (r) =>
        `#${r.id} ${utcMinute(r.at)}  ${r.reporter} reported ${r.author} (message ${r.messageId}` +
        `, guild ${r.guild ?? '(disbanded)'}): ${JSON.stringify(r.text)}, reason: ${r.reason}`,
    );
    return {
      ok: true,
      text: lines.length > 0 ? lines.join('\n') : 'No reports.',
      data: { reports: reports.map((r) => ({ ...r, at: r.at.toISOString() })) },
    };
  },
};
