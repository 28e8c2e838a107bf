import { passwordSchema } from '@demonbane/shared/auth-schemas';

export interface PasswordChangeInput {
  current: string;
  next: string;
  confirm: string;
}

export type PasswordField = keyof PasswordChangeInput;

export interface PasswordChangeProblem {
  field: PasswordField;
  message: string;
}

export const CURRENT_REQUIRED = 'Enter your current password.';
export const PASSWORDS_DIFFER = 'The new password and its confirmation do not match.';
export const PASSWORD_UNCHANGED = 'The new password is the same as the current one.';

/**
 * What the server would refuse, checked before the round trip: the new password obeys
 * the register rule (the shared schema) and is typed the same twice. Null when fine.
 */
export function checkPasswordChange({
  current,
  next,
  confirm,
}: PasswordChangeInput): PasswordChangeProblem | null {
  if (current === '') return { field: 'current', message: CURRENT_REQUIRED };
  const rule = passwordSchema.safeParse(next);
  if (!rule.success) {
    return { field: 'next', message: rule.error.issues[0]?.message ?? 'Invalid password.' };
  }
  if (next !== confirm) return { field: 'confirm', message: PASSWORDS_DIFFER };
  if (next === current) return { field: 'next', message: PASSWORD_UNCHANGED };
  return null;
}
