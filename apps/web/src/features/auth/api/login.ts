import type { LoginBody, LoginResponse } from '@demonbane/shared/auth-schemas';
import { callApi } from '@/lib/api-client';

/**
 * POST /login. The server also sets the httpOnly session cookie on success.
 *
 * The route's contract (and with its schemas zod, ~26 KB gzipped) is fetched on submit
 * rather than with the login page, which must stay small (issue 9.3); every logged-in
 * screen needs zod next anyway.
 */
export async function login(body: LoginBody, signal?: AbortSignal): Promise<LoginResponse> {
  const { authApi } = await import('@demonbane/shared/auth-api');
  return callApi(authApi.login, body, { signal });
}
