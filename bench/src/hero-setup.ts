import { callApi, mapLimit } from './api-client';

export type StartingJob = 'warrior' | 'magician';

/** The player loop's heroes: one set per variant, so each variant's bots start fresh. */
export type LoopHeroKind = 'loop' | 'loopbest';

export interface BenchHero {
  userId: string;
  username: string;
  token: string;
  job: StartingJob;
}

const PASSWORD = 'bench password 1234';
/** Register and login hash passwords (argon2): more in flight only queues on the server. */
const SETUP_CONCURRENCY = 8;
const FIRST_FLOOR = 1;

/**
 * Creates heroes the way players do, through the API: register, login, choose a
 * job (warriors and magicians alternate) and, for the best-case heroes, start a hunt
 * on floor 1, so every hero has a battle in progress. Setup shortcuts
 * (seed-shortcuts.ts) come afterwards. The player loop's heroes (`loop_…`) start no
 * hunt: their bots play from a fresh hero.
 */
export async function createHeroes(
  baseUrl: string,
  count: number,
  kind: 'bench' | LoopHeroKind = 'bench',
): Promise<BenchHero[]> {
  let done = 0;
  const started = Date.now();
  const heroes = await mapLimit(
    Array.from({ length: count }, (_, i) => i),
    SETUP_CONCURRENCY,
    async (i) => {
      const username = `${kind}_${String(i).padStart(5, '0')}`;
      const job: StartingJob = i % 2 === 0 ? 'warrior' : 'magician';
      await callApi(baseUrl, '/register', {
        body: { username, password: PASSWORD },
        expect: 201,
      });
      const login = await callApi<{ token: string; user: { userId: string } }>(baseUrl, '/login', {
        body: { username, password: PASSWORD },
        expect: 200,
      });
      const hero: BenchHero = { userId: login.user.userId, username, token: login.token, job };
      await callApi(baseUrl, '/assign-job', {
        token: hero.token,
        body: { job_id: job },
        expect: 200,
      });
      if (kind === 'bench') {
        await callApi(baseUrl, '/hunt/set-hunt', {
          token: hero.token,
          body: { hunt: FIRST_FLOOR },
          expect: 200,
        });
      }
      done++;
      if (done % 50 === 0 || done === count) {
        console.log(
          `  ${done}/${count} ${kind} heroes (${((Date.now() - started) / 1000).toFixed(1)} s)`,
        );
      }
      return hero;
    },
  );
  return heroes;
}
