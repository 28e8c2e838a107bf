/** One request as the server logged it (pino: "incoming request" + "request completed"). */
export interface LoggedRequest {
  method: string;
  url: string;
  /** The client address the server saw (request.ip: from X-Forwarded-For behind a trusted proxy). */
  remoteAddress: string;
  statusCode: number | null;
}

/** Reads a server's JSON log lines (LOG_LEVEL=info) back into the requests it served. */
export function loggedRequests(lines: readonly string[]): LoggedRequest[] {
  const byId = new Map<string, LoggedRequest>();
  for (const line of lines) {
    if (!line.startsWith('{')) continue;
    let entry: {
      reqId?: string;
      req?: { method: string; url: string; remoteAddress: string };
      res?: { statusCode: number };
    };
    try {
      entry = JSON.parse(line);
    } catch {
      continue;
    }
    if (!entry.reqId) continue;
    if (entry.req) {
      byId.set(entry.reqId, {
        method: entry.req.method,
        url: entry.req.url,
        remoteAddress: entry.req.remoteAddress,
        statusCode: null,
      });
    } else if (entry.res) {
      const logged = byId.get(entry.reqId);
      if (logged) logged.statusCode = entry.res.statusCode;
    }
  }
  return [...byId.values()];
}
