/**
 * The lengths a username and a password must have. Kept apart from auth-schemas (zod) so
 * that the register page can show them without loading zod before its first paint.
 */
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 20;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
