import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import IconLaurelCrown from '~icons/game-icons/laurel-crown';
import type { CosmeticKind } from '@demonbane/game/cosmetics';
import { RenownName } from '@/components/game/renown-name';
import { Alert } from '@/components/ui/alert';
import { Loading } from '@/components/ui/loading';
import { OutcomeAlert, type Outcome } from '@/components/ui/outcome-alert';
import { PageHeading } from '@/components/ui/page-heading';
import { Panel } from '@/components/ui/panel';
import { Purse } from '@/components/ui/purse';
import { errorMessage, loadError } from '@/lib/error-message';
import { COSMETIC_FALLBACK_ERROR, useChangeCosmetics } from '../api/change-cosmetics';
import { COSMETICS_ERROR, cosmeticsQueryOptions } from '../api/get-cosmetics';
import { CosmeticCard } from './cosmetic-card';
import styles from './cosmetics-screen.module.css';

const SECTIONS: { kind: CosmeticKind; title: string }[] = [
  { kind: 'title', title: 'Titles' },
  { kind: 'frame', title: 'Portrait frames' },
];

export interface CosmeticsScreenProps {
  userId: string;
  username: string;
  jobName: string | null;
}

/** /cosmetics: titles and frames, earned by deeds or bought, worn for everyone to see. */
export function CosmeticsScreen({ userId, username, jobName }: CosmeticsScreenProps) {
  const cosmetics = useQuery(cosmeticsQueryOptions(userId));
  const change = useChangeCosmetics(userId);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const error = loadError(cosmetics.error, COSMETICS_ERROR);
  const data = cosmetics.data;
  const pendingId = change.isPending ? (change.variables.cosmeticId ?? 'off') : null;

  return (
    <div className={styles.screen}>
      <PageHeading
        icon={<IconLaurelCrown />}
        eyebrow="Renown"
        title="Titles and Frames"
        lede="What others see beside your name on the boards and in the arena. Some are earned by deeds, some bought; none changes a fight."
      >
        {data && <Purse label="Purse" coins={[{ currency: 'gold', amount: data.gold }]} />}
      </PageHeading>
      {data && (
        <p className={styles.preview}>
          Others see you as:{' '}
          <strong className={styles.previewName}>
            <RenownName name={username} renown={data} frameSwatch />
          </strong>
        </p>
      )}
      {error && <Alert tone="error">{error}</Alert>}
      {cosmetics.isPending && <Loading />}
      <OutcomeAlert outcome={outcome} headline={false} />
      {data &&
        SECTIONS.map(({ kind, title }) => (
          <Panel key={kind} tone="iron" title={title} icon={<IconLaurelCrown />}>
            <div className={styles.grid}>
              {data.cosmetics
                .filter((c) => c.kind === kind)
                .map((c) => (
                  <CosmeticCard
                    key={c.id}
                    cosmetic={c}
                    gold={data.gold}
                    jobName={jobName}
                    busy={change.isPending}
                    pending={pendingId === c.id || (pendingId === 'off' && c.worn)}
                    onChange={(next) => {
                      setOutcome(null);
                      change.mutate(next, {
                        onSuccess: () =>
                          setOutcome({ tone: 'success', text: changeText(next, c.name) }),
                        onError: (err) =>
                          setOutcome({
                            tone: 'error',
                            text: errorMessage(err, COSMETIC_FALLBACK_ERROR),
                          }),
                      });
                    }}
                  />
                ))}
            </div>
          </Panel>
        ))}
    </div>
  );
}

function changeText(change: { action: 'buy' | 'wear'; cosmeticId: string | null }, name: string) {
  if (change.action === 'buy') return `${name} is yours. Wear it to show it.`;
  return change.cosmeticId === null ? `${name} taken off.` : `You now wear ${name}.`;
}
