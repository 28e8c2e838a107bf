import {
  registerResponse,
  type RegisterBody,
  type RegisterResponse,
} from '@demonbane/shared/auth-schemas';
import { post } from '@/lib/api-client';

/** POST /register: 201 on success, 409 when the name is taken, 400 on invalid input. */
export function register(body: RegisterBody, signal?: AbortSignal): Promise<RegisterResponse> {
  return post('/register', body, registerResponse, signal);
}
