import { describe, expect, it } from 'vitest';
import {
  CURRENT_REQUIRED,
  PASSWORD_UNCHANGED,
  PASSWORDS_DIFFER,
  checkPasswordChange,
} from './password-change';

describe('checkPasswordChange', () => {
  it('accepts a new password that obeys the register rule and is typed twice', () => {
    expect(
      checkPasswordChange({ current: 'old-pass-1', next: 'new-pass-22', confirm: 'new-pass-22' }),
    ).toBeNull();
  });

  it('needs the current password', () => {
    expect(
      checkPasswordChange({ current: '', next: 'new-pass-22', confirm: 'new-pass-22' }),
    ).toEqual({ field: 'current', message: CURRENT_REQUIRED });
  });

  it('applies the register rule (8 to 128 characters) to the new password', () => {
    expect(checkPasswordChange({ current: 'old-pass-1', next: 'short', confirm: 'short' })).toEqual(
      {
        field: 'next',
        message: 'Password must be 8 to 128 characters.',
      },
    );
    const long = 'x'.repeat(129);
    expect(checkPasswordChange({ current: 'old-pass-1', next: long, confirm: long })?.field).toBe(
      'next',
    );
  });

  it('needs the confirmation to match', () => {
    expect(
      checkPasswordChange({ current: 'old-pass-1', next: 'new-pass-22', confirm: 'new-pass-23' }),
    ).toEqual({ field: 'confirm', message: PASSWORDS_DIFFER });
  });

  it('refuses the current password as the new one', () => {
    expect(
      checkPasswordChange({ current: 'same-pass-1', next: 'same-pass-1', confirm: 'same-pass-1' }),
    ).toEqual({ field: 'next', message: PASSWORD_UNCHANGED });
  });
});
