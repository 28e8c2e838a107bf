import { loginResponse, type LoginBody, type LoginResponse } from '@demonbane/shared/auth-schemas';
import { post } from '@/lib/api-client';

/** POST /login. The server also sets the httpOnly session cookie on success. */
export function login(body: LoginBody, signal?: AbortSignal): Promise<LoginResponse> {
  return post('/login', body, loginResponse, signal);
}
