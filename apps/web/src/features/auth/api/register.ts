import { authApi } from '@demonbane/shared/auth-api';
import type { RegisterBody, RegisterResponse } from '@demonbane/shared/auth-schemas';
import { callApi } from '@/lib/api-client';

/** POST /register: 201 on success, 409 when the name is taken, 400 on invalid input. */
export function register(body: RegisterBody, signal?: AbortSignal): Promise<RegisterResponse> {
  return callApi(authApi.register, body, { signal });
}
