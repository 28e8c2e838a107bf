import IconCrownedSkull from '~icons/game-icons/crowned-skull';

/** The crowned-skull pill on a boss floor (its look: the badge-boss composition, sized by the caller). */
export function BossFloorBadge({ className, children }: { className?: string; children: string }) {
  return (
    <p className={className}>
      <IconCrownedSkull aria-hidden="true" />
      {children}
    </p>
  );
}
