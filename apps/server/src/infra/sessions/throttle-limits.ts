import type { Env } from '../../config/env';
import type { ThrottleLimits } from './login-throttle';

/** The failed-password limits as configured (README, Configuration). */
export function throttleLimits(env: Env): ThrottleLimits {
  return {
    perAccountAndAddress: env.LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS,
    perAddress: env.LOGIN_MAX_FAILURES_PER_IP,
    slowAfterPerAccount: env.LOGIN_SLOW_AFTER_FAILURES_PER_ACCOUNT,
    slowDelayMs: env.LOGIN_SLOW_DELAY_MS,
    windowSeconds: env.LOGIN_WINDOW_SECONDS,
  };
}
