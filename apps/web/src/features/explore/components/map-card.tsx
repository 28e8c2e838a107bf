import type { MapEntry } from '@demonbane/shared/explore-schemas';
import IconPadlock from '~icons/game-icons/padlock';
import IconFootsteps from '~icons/game-icons/footsteps';
import { formatWhen } from '@/lib/format-when';
import { mapBoss } from '../utils/map-boss';
import { MapArt } from './map-art';
import styles from './map-card.module.css';

export interface MapCardProps {
  map: MapEntry;
  /** The hero's level, to warn when the map is meant for stronger hunters. */
  heroLevel: number | null;
  /** The area being entered on this map, if any. */
  pendingArea: number | null;
  /** True while any area is being entered (one request at a time). */
  busy: boolean;
  onSelect: (map: MapEntry, area: number) => void;
}

/** One map of the list: art, name, description, recommended level, its areas and its boss. */
export function MapCard({ map, heroLevel, pendingArea, busy, onSelect }: MapCardProps) {
  const headingId = `map-${map._id}-name`;
  const areas = Array.from({ length: map.area_count }, (_, i) => i + 1);
  const underLevel = heroLevel !== null && heroLevel < map.recommended_level;
  const boss = mapBoss(map._id);
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <div className={styles.scene} aria-hidden="true">
        <MapArt mapId={map._id} className={styles.art} />
      </div>
      <div className={styles.body}>
        <div className={styles.titleRow}>
          <h2 id={headingId} className={styles.name}>
            {map.map_name}
          </h2>
          <p className={`${styles.level} ${underLevel ? styles.danger : ''}`}>
            Recommended level <strong>{map.recommended_level}</strong>
          </p>
        </div>
        <p className={styles.description}>{map.description}</p>
      </div>
      <ul className={styles.areas} aria-label={`Areas of ${map.map_name}`}>
        {areas.map((area) => {
          const open = map.area.includes(area);
          const pending = pendingArea === area;
          return (
            <li key={area}>
              {open ? (
                <button
                  type="button"
                  className={styles.area}
                  onClick={() => onSelect(map, area)}
                  disabled={busy}
                  aria-busy={pending || undefined}
                >
                  <IconFootsteps aria-hidden="true" />
                  <span>{pending ? 'Entering…' : `Area ${area}`}</span>
                </button>
              ) : (
                <button
                  type="button"
                  className={`${styles.area} ${styles.locked}`}
                  disabled
                  aria-label={`Area ${area} (locked)`}
                  title={`Finish area ${area - 1} to open it`}
                >
                  <IconPadlock aria-hidden="true" />
                  <span>Area {area}</span>
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {boss && (
        <p className={styles.boss}>
          Area {boss.area}: a <strong>level {boss.level} boss</strong> guards the way out.
          {/* It pays its unique piece once a rolling week. */}
          {map.boss_piece_back_on && (
            <>
              {' '}
              Unique piece already claimed this week — back on {formatWhen(map.boss_piece_back_on)}.
            </>
          )}
        </p>
      )}
    </article>
  );
}
