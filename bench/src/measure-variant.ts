import type { MeasuredServer, Setup } from './bench-setup';
import { sampleCpu } from './cpu-sampler';
import {
  bazaarScenario,
  healthScenario,
  huntScenario,
  shopScenario,
  staticScenario,
  userScenario,
  type HttpScenario,
} from './http-scenarios';
import { measureHttp, measureStall } from './measure-scenarios';
import type { BenchOptions, ScenarioName } from './options';
import { measureLoop } from './player-loop';
import { rssAfter, sampleRss } from './rss-sampler';
import type { ScenarioResult } from './scenario-result';

/** Long enough for the scenario's last answers and a GC pass before "after" RSS is read. */
const RSS_AFTER_MS = 1000;

/**
 * Measures the given HTTP scenarios, in order, on one running server as its variant
 * configures it and with its clients (keys or not); with each one's CPU and RSS.
 */
export async function measureVariant(
  measured: MeasuredServer,
  scenarios: readonly ScenarioName[],
  setup: Setup,
  options: BenchOptions,
): Promise<Map<ScenarioName, ScenarioResult>> {
  const { server, variant } = measured;
  const keys = variant.sendKeys;
  const makers: Partial<Record<ScenarioName, () => HttpScenario>> = {
    health: healthScenario,
    static: staticScenario,
    user: () => userScenario(setup.heroes, keys),
    hunt: () => huntScenario(setup.heroes, keys),
    shop: () => shopScenario(setup.heroes, keys),
    bazaar: () => bazaarScenario(setup.pairs, keys),
  };
  const measure = async (name: ScenarioName): Promise<ScenarioResult | undefined> => {
    const make = makers[name];
    if (make) return measureHttp(make, server.url, options, variant);
    if (name === 'stall') return measureStall(setup.heroes, server.url, options, variant);
    if (name === 'loop') {
      return measureLoop(server.url, setup.loopHeroes[variant.name] ?? [], options, variant);
    }
    return undefined;
  };
  const results = new Map<ScenarioName, ScenarioResult>();
  for (const name of scenarios) {
    const rss = sampleRss(server.pid);
    const cpu = sampleCpu(server.pid);
    const result = await measure(name);
    const max = rss.stop();
    if (!result) continue;
    result.cpu = cpu.stop();
    result.rssMiB = { max, after: await rssAfter(server.pid, RSS_AFTER_MS) };
    results.set(name, result);
  }
  return results;
}
