import type { LoginBody, LoginResponse } from '@demonbane/shared/auth-schemas';
import { parseResponse, postJson } from '@/lib/api-client';

/**
 * POST /login. The server also sets the httpOnly session cookie on success.
 *
 * The answer's schema (and with it zod, ~26 KB gzipped) is fetched alongside the
 * request rather than with the login page, which must stay small (issue 9.3); every
 * logged-in screen needs zod next anyway.
 */
export async function login(body: LoginBody, signal?: AbortSignal): Promise<LoginResponse> {
  const schema = import('@demonbane/shared/auth-schemas').then((m) => m.loginResponse);
  // Read the schema's outcome now too, so a failed request never leaves it unhandled.
  schema.catch(() => {});
  const { data } = await postJson('/login', body, signal);
  return parseResponse('/login', await schema, data);
}
