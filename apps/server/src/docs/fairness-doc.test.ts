import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { fairDraw, fairSeed, forgeMessage, serverSeedHash } from '@demonbane/game/fair-draw';
import { parseVerifyArgs, runVerify } from '@demonbane/game/fair-verify';
import { BOXES, boxByIndex } from '@demonbane/game/gacha';
import { piecesInBand } from '@demonbane/game/equipment';
import { createRng } from '@demonbane/game/rng';

const DOC = readFileSync(
  fileURLToPath(new URL('../../../../docs/fairness.md', import.meta.url)),
  'utf8',
);
/** The doc with its line breaks and indents as single spaces (prose wraps anywhere). */
const flat = DOC.replace(/\s+/g, ' ');

const SEED = '9fbcb361cf3fe6522a73d2442ac62f8331d6a61478055083fada9bff405d1405';
const CLIENT = 'my lucky seed';

/** The doc's `npm run -s verify -- …` commands, as the argv they give the script. */
function verifyCommands(): string[][] {
  const commands = DOC.match(/npm run -s verify -- (?:[^\n]*\\\n)*[^\n]*/g) ?? [];
  return commands
    .filter((c) => !c.includes(' S '))
    .map((c) =>
      [...c.replace(/\\\n/g, ' ').matchAll(/"([^"]*)"|(\S+)/g)].map((m) => m[1] ?? m[2]!).slice(5),
    );
}

describe('docs/fairness.md', () => {
  it('states the worked example’s commitment, HMAC, words and generator outputs as the code gives them', () => {
    const message = `${CLIENT}:4:0`;
    expect(flat).toContain(`Server seed \`${SEED}\``);
    expect(flat).toContain(`commitment is \`${serverSeedHash(SEED)}\``);
    const digest = bytesToHex(hmac(sha256, hexToBytes(SEED), utf8ToBytes(message)));
    expect(flat).toContain(`gives the HMAC \`${digest}\``);
    expect(flat).toContain(`the words ${fairSeed(SEED, message).join(', ')}.`);
    const rng = createRng(fairSeed(SEED, message));
    const outputs = [rng.next(), rng.next()].map((x) => x * 2 ** 32);
    expect(flat).toContain(`outputs are ${outputs.join(', ')}, …`);
    const again = createRng(fairSeed(SEED, message));
    expect(flat).toContain(`\`int(1, 10000)\` = ${again.int(1, 10000)}`);
    expect(flat).toContain(`\`int(0, 14)\` = ${again.int(0, 14)}, copper-charm`);
    const pity = createRng(fairSeed(SEED, `${CLIENT}:4:2`));
    expect(flat).toContain(`\`int(1, 300)\` = ${pity.int(1, 300)}, Epic`);
    expect(flat).toContain(`\`int(0, 14)\` = ${pity.int(0, 14)}, padded-vest`);
  });

  it('lists the example’s eleven draws as fairDraw makes them, and its commands print them', () => {
    const { draws } = fairDraw(
      { serverSeed: SEED, clientSeed: CLIENT, nonce: 4 },
      boxByIndex(0),
      11,
      57,
    );
    const rows = draws.map((d, i) => `| ${i} | ${d.item!.id} | ${d.outcome} | ${d.source} |`);
    expect(flat).toContain(rows.join(' '));

    const [drawArgs, forgeArgs] = verifyCommands();
    const printed = runVerify(parsed(drawArgs!));
    expect(printed.ok && printed.items.map((i) => [i.item_id, i.rarity, i.source])).toEqual(
      draws.map((d) => [d.item!.id, d.outcome, d.source]),
    );
    const forged = runVerify(parsed(forgeArgs!));
    expect(forged.ok && forged.items).toEqual([
      { name: 'Shadowweave Cloak', rarity: 'Epic', level: 1, item_id: 'shadowweave-cloak' },
    ]);
    const words = createRng(fairSeed(SEED, forgeMessage(CLIENT, 5)));
    expect(flat).toContain(
      `\`int(0, 1)\` = ${words.int(0, 1)} (armor), \`int(0, 4)\` = ${words.int(0, 4)} (shadowweave-cloak), \`int(1, 100)\` = ${words.int(1, 100)}`,
    );
  });

  it('gives every box’s odds in order, its pity and its pieces in the order they are picked', () => {
    for (const box of BOXES) {
      const odds = box.odds.map((o) => `${o.outcome ?? 'null'} ${o.bp}`).join(', ');
      expect(flat, box.name).toContain(`| ${box.index} ${box.name} | ${odds} | ${box.pity} |`);
    }
    for (const [label, min, max] of [
      ['level 1', 1, 1],
      ['levels 20–30', 20, 30],
      ['level 40', 40, 40],
    ] as const) {
      const pieces = piecesInBand(min, max).map((p) => p.id);
      expect(flat, label).toContain(`**${label}** (${pieces.length}): ${pieces.join(', ')}`);
    }
  });
});

function parsed(argv: string[]) {
  const result = parseVerifyArgs(argv);
  if (!result.ok || result.help) throw new Error(`the doc's command: ${JSON.stringify(result)}`);
  return result.request;
}
