import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN } from './auth-limits';

export const usernameSchema = z
  .string({ error: 'Username is required.' })
  .trim()
  .min(USERNAME_MIN, `Username must be ${USERNAME_MIN} to ${USERNAME_MAX} characters.`)
  .max(USERNAME_MAX, `Username must be ${USERNAME_MIN} to ${USERNAME_MAX} characters.`)
  .regex(/^[A-Za-z0-9_]+$/, 'Username may only contain letters, digits and underscores.');

export const passwordSchema = z
  .string({ error: 'Password is required.' })
  .min(PASSWORD_MIN, `Password must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters.`)
  .max(PASSWORD_MAX, `Password must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters.`);

export const registerBody = z.strictObject({
  username: usernameSchema,
  password: passwordSchema,
});
export type RegisterBody = z.infer<typeof registerBody>;

export const registerResponse = z.object({ message: z.string(), userId: z.string() });
export type RegisterResponse = z.infer<typeof registerResponse>;

const NO_CONTROL_CHARACTERS = /^\P{Cc}*$/u;

/** Login does not apply the register rules: any string may be tried, bounded in size. */
export const loginBody = z.strictObject({
  username: z
    .string({ error: 'Username is required.' })
    .trim()
    .min(1, 'Username is required.')
    .max(64)
    // No account name has one, and PostgreSQL text cannot hold NUL: refused here, not a 500.
    .regex(NO_CONTROL_CHARACTERS, 'Username may only contain letters, digits and underscores.'),
  password: z
    .string({ error: 'Password is required.' })
    .min(1, 'Password is required.')
    .max(PASSWORD_MAX),
});
export type LoginBody = z.infer<typeof loginBody>;

export const loginResponse = z.object({
  token: z.string(),
  user: z.object({ userId: z.string() }),
  message: z.string(),
});
export type LoginResponse = z.infer<typeof loginResponse>;
