import type { RegisterBody, RegisterResponse } from '@demonbane/shared/auth-schemas';
import { callApi } from '@/lib/api-client';

/**
 * POST /register: 201 on success, 409 when the name is taken, 400 on invalid input.
 * The contract (and zod) is fetched on submit, as for login (./login.ts).
 */
export async function register(
  body: RegisterBody,
  signal?: AbortSignal,
): Promise<RegisterResponse> {
  const { authApi } = await import('@demonbane/shared/auth-api');
  return callApi(authApi.register, body, { signal });
}
