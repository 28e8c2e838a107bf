import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { QuestView } from '@demonbane/shared/quest-schemas';
import IconChecklist from '~icons/game-icons/checklist';
import IconFlame from '~icons/game-icons/flame';
import IconHourglass from '~icons/game-icons/hourglass';
import { Alert } from '@/components/ui/alert';
import { Loading } from '@/components/ui/loading';
import { Panel } from '@/components/ui/panel';
import { useSecondsUntil } from '@/hooks/use-seconds-until';
import { durationText } from '@/lib/duration-text';
import { errorMessage, loadError } from '@/lib/error-message';
import { CLAIM_ERROR, useClaimQuest } from '../api/claim-quest';
import { QUESTS_LOAD_ERROR, questsQueryOptions } from '../api/get-quests';
import { streakText } from '../utils/streak';
import { QuestItem } from './quest-item';
import styles from './quests-panel.module.css';

/** Home's daily quests: today's three, the streak, the time to the next three, and Claim. */
export function QuestsPanel({ userId }: { userId: string }) {
  const quests = useQuery(questsQueryOptions(userId));
  const claim = useClaimQuest(userId);
  const [paid, setPaid] = useState<string | null>(null);
  const data = quests.data;
  // Midnight UTC has come: the day's new quests replace these.
  const left = useSecondsUntil(data?.resets_at, () => void quests.refetch());

  function onClaim(quest: QuestView) {
    if (claim.isPending) return;
    setPaid(null);
    claim.mutate(quest._id, { onSuccess: (res) => setPaid(res.message) });
  }

  const failedId = claim.isError ? claim.variables : null;
  const doneToday = data !== undefined && data.quests.every((q) => q.claimed);
  const fetchError = loadError(quests.error, QUESTS_LOAD_ERROR);

  return (
    <Panel title="Daily Quests" icon={<IconChecklist />}>
      {quests.isPending && <Loading />}
      {fetchError && <Alert tone="error">{fetchError}</Alert>}
      {data && (
        <div className={styles.body}>
          <div className={styles.meta}>
            <p className={styles.streak} data-lit={data.streak > 0 || undefined}>
              <IconFlame aria-hidden="true" />
              {streakText(data.streak, doneToday)}
            </p>
            {left !== null && (
              <p className={styles.reset}>
                <IconHourglass aria-hidden="true" />
                {left > 0 ? `New quests in ${durationText(left)}` : 'New quests are on their way'}
              </p>
            )}
          </div>
          {paid && <Alert tone="success">{paid}</Alert>}
          <ul className={styles.list} aria-label="Today’s quests">
            {data.quests.map((quest) => (
              <QuestItem
                key={quest._id}
                quest={quest}
                pending={claim.isPending && claim.variables === quest._id}
                error={failedId === quest._id ? errorMessage(claim.error, CLAIM_ERROR) : null}
                onClaim={onClaim}
              />
            ))}
          </ul>
        </div>
      )}
    </Panel>
  );
}
