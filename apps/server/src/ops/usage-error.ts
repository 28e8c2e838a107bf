/**
 * Thrown by an operation whose arguments are wrong (missing, unknown, malformed): the
 * command line prints the message and the command's usage and exits with 2, and
 * nothing has changed. A refusal of well-formed arguments is `{ ok: false }` instead.
 */
export class UsageError extends Error {}
