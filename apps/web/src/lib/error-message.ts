import { ApiError } from './api-client';

/** The server's message when it sent one (spec §8), otherwise the screen's fallback text. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  return fallback;
}

/** True when a request was cancelled because its screen went away: never shown. */
export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** A query's error as its screen shows it (the server's message or the fallback), or null. */
export function loadError(error: unknown, fallback: string): string | null {
  return error ? errorMessage(error, fallback) : null;
}
