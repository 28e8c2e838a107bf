import { useState } from 'react';
import { useNavigate } from 'react-router';
import IconAngelWings from '~icons/game-icons/angel-wings';
import { ASCENSION } from '@demonbane/game/ascension';
import { AscensionBadge } from '@/components/game/renown-name';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CurrencyAmount } from '@/components/ui/currency-amount';
import { HeadingFigures } from '@/components/ui/heading-figures';
import { InlineConfirm } from '@/components/ui/inline-confirm';
import { PageHeading } from '@/components/ui/page-heading';
import { Panel } from '@/components/ui/panel';
import { errorMessage } from '@/lib/error-message';
import { formatNumber } from '@/lib/format-number';
import { noticeState } from '@/lib/location-notice';
import { ASCEND_FALLBACK_ERROR, ASCENDED_NOTICE, useAscend } from '../api/ascend';
import { ascensionPreview, bonusText, ordinal, TITHE_TEXT } from '../utils/ascension-preview';
import styles from './ascension-screen.module.css';

export interface AscensionScreenProps {
  userId: string;
  jobName: string | null;
  level: number;
  gold: number;
  ascensions: number;
}

const KEPT = [
  'Your pack: every piece, potion and material',
  'Your souls',
  'Your slot upgrades: refinement and enchantments',
  'Your tower floors',
  'Your titles and frames',
];

const RESET = [
  'Your job: you choose a root job again, and so a new evolution',
  'Level and XP: back to level 1',
  `Worn pieces above level 1 go back to your pack`,
];

/**
 * /ascend: what starting over gives and costs, then a confirm step. Below level 50 it
 * says what is missing; the server decides (a fight still open is refused there).
 */
export function AscensionScreen({
  userId,
  jobName,
  level,
  gold,
  ascensions,
}: AscensionScreenProps) {
  const navigate = useNavigate();
  const ascend = useAscend(userId);
  const [confirming, setConfirming] = useState(false);
  const preview = ascensionPreview({ jobName, level, gold, ascensions });
  // Pending, and on through the move to /assign-job.
  const pending = ascend.isPending || ascend.isSuccess;
  const nextCount = ascensions + 1;

  function onConfirm() {
    ascend.mutate(undefined, {
      onSuccess: () =>
        navigate('/assign-job', { replace: true, state: noticeState(ASCENDED_NOTICE) }),
      onSettled: () => setConfirming(false),
    });
  }

  return (
    <div className={styles.screen}>
      <PageHeading
        icon={<IconAngelWings />}
        eyebrow="Beyond level 50"
        title="Ascension"
        lede="Lay down your level and your path, and begin again stronger. Each ascension leaves a bonus that never fades."
      >
        <HeadingFigures
          figures={[
            {
              label: 'Ascensions',
              value: (
                <>
                  {formatNumber(ascensions)} <AscensionBadge ascensions={ascensions} />
                </>
              ),
            },
            { label: 'Level', value: `${formatNumber(level)} / ${ASCENSION.level}` },
          ]}
        />
      </PageHeading>

      <div className={styles.grid}>
        <Panel title="Your bonus" tone="iron" icon={<IconAngelWings />}>
          <table className={styles.bonus}>
            <caption className="sr-only">The ascension bonus now and after the next</caption>
            <thead>
              <tr>
                <td />
                <th scope="col">Now</th>
                <th scope="col">After ascension {formatNumber(nextCount)}</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">HP, ATK and DEF</th>
                <td>{bonusText(preview.now.stats)}</td>
                <td className={styles.gain}>{bonusText(preview.next.stats)}</td>
              </tr>
              <tr>
                <th scope="row">XP from every win</th>
                <td>{bonusText(preview.now.xp)}</td>
                <td className={styles.gain}>{bonusText(preview.next.xp)}</td>
              </tr>
            </tbody>
          </table>
          <p className={styles.note}>
            Each ascension adds less than the last; the bonus never passes{' '}
            {bonusText(ASCENSION.statCap)} on stats and {bonusText(ASCENSION.xpCap)} on XP.
          </p>
        </Panel>

        <Panel title="The tithe" tone="iron">
          <p className={styles.text}>
            Ascending burns {TITHE_TEXT} the gold you hold. Now that would be{' '}
            <CurrencyAmount amount={preview.tithe} currency="gold" named />, leaving you{' '}
            <CurrencyAmount amount={preview.goldLeft} currency="gold" named />. Souls are kept.
          </p>
        </Panel>

        <Panel title="You keep" tone="iron">
          <ul className={styles.list} aria-label="You keep">
            {KEPT.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </Panel>

        <Panel title="You start over" tone="iron">
          <ul className={styles.list} aria-label="You start over">
            {RESET.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </Panel>
      </div>

      <section className={styles.act} aria-label="Ascend">
        {ascend.isError && (
          <Alert tone="error">{errorMessage(ascend.error, ASCEND_FALLBACK_ERROR)}</Alert>
        )}
        {confirming ? (
          <InlineConfirm
            icon={<IconAngelWings />}
            question={`Ascend for the ${ordinal(nextCount)} time?`}
            confirmLabel={pending ? 'Ascending…' : 'Ascend'}
            cancelLabel="Not yet"
            onConfirm={onConfirm}
            onCancel={() => setConfirming(false)}
            pending={pending}
          >
            <p>
              <CurrencyAmount amount={preview.tithe} currency="gold" named /> burn, and you start
              again at level 1 with no job. This cannot be undone.
            </p>
          </InlineConfirm>
        ) : (
          <>
            <Button
              variant="ember"
              onClick={() => setConfirming(true)}
              disabled={preview.refusal !== null}
              aria-describedby={preview.refusal ? 'ascend-refusal' : undefined}
            >
              <IconAngelWings aria-hidden="true" />
              Ascend
            </Button>
            {preview.refusal && (
              <p id="ascend-refusal" className={styles.refusal}>
                {preview.refusal}
              </p>
            )}
          </>
        )}
      </section>
    </div>
  );
}
