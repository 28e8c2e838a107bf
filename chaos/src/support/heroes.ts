import { randomBytes } from 'node:crypto';
import { send, type HttpOptions } from './http-client';

export interface Hero {
  username: string;
  password: string;
  userId: string;
  token: string;
}

export const PASSWORD = 'chaos-password-123';

export function heroName(prefix: string, i: number): string {
  return `${prefix}${i}_${randomBytes(3).toString('hex')}`.slice(0, 20);
}

/**
 * Registers, logs in and (optionally) picks the Warrior job, through the public API. The
 * job puts the starter gear on; `gearInPack` takes it off again, for a hero who sells it.
 */
export async function createHero(
  baseUrl: string,
  username: string,
  opts: { job?: boolean; gearInPack?: boolean; http?: HttpOptions } = {},
): Promise<Hero> {
  const http = opts.http ?? {};
  const reg = await send(baseUrl, 'POST', '/api/register', { username, password: PASSWORD }, http);
  if (reg.status !== 201) throw new Error(`register ${username}: ${reg.status} ${json(reg.body)}`);
  const login = await send(baseUrl, 'POST', '/api/login', { username, password: PASSWORD }, http);
  const body = login.body as { token?: string; user?: { userId?: string } };
  if (login.status !== 200 || !body.token || !body.user?.userId) {
    throw new Error(`login ${username}: ${login.status} ${json(login.body)}`);
  }
  const hero = { username, password: PASSWORD, userId: body.user.userId, token: body.token };
  if (opts.job !== false) {
    const job = await send(
      baseUrl,
      'POST',
      '/api/assign-job',
      { job_id: 'warrior' },
      { ...http, token: hero.token },
    );
    if (job.status !== 200) throw new Error(`assign-job ${username}: ${job.status}`);
  }
  if (opts.gearInPack) {
    const off = await send(
      baseUrl,
      'POST',
      '/api/inventory/equip',
      { wpn: null, arm: null, acc: null },
      { ...http, token: hero.token },
    );
    if (off.status !== 200) throw new Error(`take off gear ${username}: ${off.status}`);
  }
  return hero;
}

export function json(value: unknown): string {
  return JSON.stringify(value)?.slice(0, 300) ?? String(value);
}
