import { z } from 'zod';
import { PASSWORD_MAX } from './auth-limits';
import { passwordSchema } from './auth-schemas';
import { withUserId } from './common-schemas';

/** The password the player types to prove it is them: any string, bounded in size. */
const currentPassword = (field: string) =>
  z
    .string({ error: `${field} is required.` })
    .min(1, `${field} is required.`)
    .max(PASSWORD_MAX);

/** POST /account/password: ends every other session of the account. */
export const changePasswordBody = withUserId({
  current_password: currentPassword('Current password'),
  new_password: passwordSchema,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

/** POST /account/delete: the password again, so a borrowed session cannot delete the account. */
export const deleteAccountBody = withUserId({
  password: currentPassword('Password'),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBody>;
