import { FORGE_RARITY_ODDS, FORGE_SLOTS, MATERIALS } from '@demonbane/game/forge';
import { RARITIES } from '@demonbane/game/rarity';
import IconBook from '~icons/game-icons/spell-book';
import { ItemIcon } from '@/components/game/item-icon';
import { RarityText } from '@/components/game/rarity-text';
import { SLOT_LABELS } from '@/components/game/slot-labels';
import { Panel } from '@/components/ui/panel';
import { materialName, orList } from '../utils/forge-labels';
import styles from './recipe-book.module.css';

export interface RecipeBookProps {
  /** Star Metal on the anvil now: that column of the odds is marked. */
  activeStarMetal: number | null;
}

/** The tier cores (Drowned Ingot, Thornheart, Obsidian Shard), lowest tier first. */
const CORES = MATERIALS.filter((m) => m.tier !== undefined);

/** The forge's published rules, drawn from the same game data the server forges with. */
export function RecipeBook({ activeStarMetal }: RecipeBookProps) {
  return (
    <Panel title="The Smith’s Recipes" icon={<IconBook />} className={styles.book}>
      <ul className={styles.rules}>
        <li>
          Place exactly {FORGE_SLOTS} materials. The piece’s <strong>type</strong> follows the
          majority of the basic materials; without a majority it is drawn evenly among the types
          present.
        </li>
        <li>
          <strong>Star Metal</strong> casts no vote: it raises the odds of a finer rarity.
        </li>
        <li>
          A <strong>tier core</strong> ({orList(CORES.map((m) => materialName(m.itemId)))}) casts no
          vote either: the piece is of its tier (level {orList(CORES.map((m) => String(m.tier)))}).
          The highest core wins; without one the piece is level 1.
        </li>
        <li>
          The <strong>forging time</strong> is the sum of the materials’ minutes.
        </li>
      </ul>
      <div className={styles.tables}>
        <table className={styles.table}>
          <caption>Materials</caption>
          <thead>
            <tr>
              <th scope="col">Material</th>
              <th scope="col">Votes for</th>
              <th scope="col" className={styles.num}>
                Minutes
              </th>
            </tr>
          </thead>
          <tbody>
            {MATERIALS.map((m) => (
              <tr key={m.itemId}>
                <th scope="row">
                  <span className={styles.material}>
                    <span className={styles.mini}>
                      <ItemIcon itemId={m.itemId} />
                    </span>
                    {materialName(m.itemId)}
                  </span>
                </th>
                <td>
                  {m.type ? (
                    SLOT_LABELS[m.type]
                  ) : m.tier !== undefined ? (
                    <span className={styles.catalyst}>Core: level {m.tier}, no vote</span>
                  ) : (
                    <span className={styles.catalyst}>Catalyst, no vote</span>
                  )}
                </td>
                <td className={styles.num}>{m.minutes}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <table className={styles.table}>
          <caption>Rarity odds by Star Metal used</caption>
          <thead>
            <tr>
              <th scope="col">Rarity</th>
              {FORGE_RARITY_ODDS.map((_, count) => (
                <th
                  key={count}
                  scope="col"
                  className={styles.num}
                  data-active={count === activeStarMetal}
                >
                  <span className="sr-only">Star Metal </span>
                  {count}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {RARITIES.map((rarity) => (
              <tr key={rarity}>
                <th scope="row">
                  <RarityText rarity={rarity} surface="parchment">
                    {rarity}
                  </RarityText>
                </th>
                {FORGE_RARITY_ODDS.map((odds, count) => (
                  <td key={count} className={styles.num} data-active={count === activeStarMetal}>
                    {odds[rarity]}%
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Panel>
  );
}
