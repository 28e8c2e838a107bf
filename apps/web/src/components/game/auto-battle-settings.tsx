import type { AutoBattleChoice } from '@/hooks/use-battle';
import { SelectField } from '@/components/ui/select-field';
import styles from './auto-battle-settings.module.css';

/** When an auto-battle stops: never (to the end), or below 30% or 50% of max HP. */
const STOPS = [
  { value: '0', label: 'Never' },
  { value: '30', label: 'Below 30% HP' },
  { value: '50', label: 'Below 50% HP' },
] as const;

/** What the Auto-battle button will do, said to screen readers beside its name. */
export function autoBattleText({ until_hp_below = 0, potions = false }: AutoBattleChoice): string {
  if (until_hp_below === 0) return 'Fights round after round until the fight ends.';
  const below = `below ${until_hp_below}% HP`;
  return potions
    ? `Fights round after round; ${below}, drinks a potion and fights on while any is left.`
    : `Fights round after round until the fight ends or your HP falls ${below}.`;
}

export interface AutoBattleSettingsProps {
  choice: AutoBattleChoice;
  onChange: (choice: AutoBattleChoice) => void;
  disabled: boolean;
  className?: string;
}

/** The auto-battle's stop threshold and whether it drinks potions instead of stopping. */
export function AutoBattleSettings({
  choice,
  onChange,
  disabled,
  className,
}: AutoBattleSettingsProps) {
  const stop = choice.until_hp_below ?? 0;
  return (
    <fieldset className={[styles.settings, className].filter(Boolean).join(' ')}>
      <legend className={styles.legend}>Auto-battle</legend>
      <SelectField
        label="Stop"
        value={String(stop)}
        options={STOPS}
        onChange={(value) => {
          const below = Number(value);
          // Fighting to the end there is no threshold to drink at: potions stay off.
          onChange({ until_hp_below: below, potions: below > 0 && (choice.potions ?? false) });
        }}
        disabled={disabled}
        className={styles.stop}
      />
      {/* Potions are drunk below the threshold: without one there is nothing to drink for. */}
      <label className={styles.potions}>
        <input
          type="checkbox"
          checked={choice.potions ?? false}
          onChange={(e) => onChange({ ...choice, potions: e.target.checked })}
          disabled={disabled || stop === 0}
        />
        Drink potions instead
      </label>
    </fieldset>
  );
}
