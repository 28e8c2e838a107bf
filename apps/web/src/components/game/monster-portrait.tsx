import type { ComponentType, SVGProps } from 'react';
import IconBlackKnightHelm from '~icons/game-icons/black-knight-helm';
import IconBrute from '~icons/game-icons/brute';
import IconBurningSkull from '~icons/game-icons/burning-skull';
import IconCultist from '~icons/game-icons/cultist';
import IconDaemonSkull from '~icons/game-icons/daemon-skull';
import IconDevilMask from '~icons/game-icons/devil-mask';
import IconExecutionerHood from '~icons/game-icons/executioner-hood';
import IconFemaleVampire from '~icons/game-icons/female-vampire';
import IconGargoyle from '~icons/game-icons/gargoyle';
import IconGiant from '~icons/game-icons/giant';
import IconHound from '~icons/game-icons/hound';
import IconImpLaugh from '~icons/game-icons/imp-laugh';
import IconShamblingZombie from '~icons/game-icons/shambling-zombie';
import IconSpectre from '~icons/game-icons/spectre';
import styles from './monster-portrait.module.css';

type Icon = ComponentType<SVGProps<SVGSVGElement>>;

/** Art for the monsters of @demonbane/game/monsters, keyed by the name battles report. */
const ART: Record<string, Icon> = {
  Imp: IconImpLaugh,
  Ghoul: IconShamblingZombie,
  Hellhound: IconHound,
  'Ash Cultist': IconCultist,
  Gargoyle: IconGargoyle,
  Wraith: IconSpectre,
  'Bone Knight': IconBlackKnightHelm,
  Succubus: IconFemaleVampire,
  'Abyssal Brute': IconBrute,
  'Pit Lord': IconDevilMask,
  'Gate Warden': IconExecutionerHood,
  'Cinder Bishop': IconBurningSkull,
  'Bone Colossus': IconGiant,
};

/** A monster's medallion; an unknown monster gets the demon skull. */
export function MonsterPortrait({ name }: { name: string }) {
  const Art = ART[name] ?? IconDaemonSkull;
  return (
    <div className={styles.portrait} role="img" aria-label={`${name} portrait`}>
      <Art className={styles.icon} aria-hidden="true" />
    </div>
  );
}
