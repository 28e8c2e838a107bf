import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { COMBINE_COPIES } from '@demonbane/game/combine';
import type { CombinableItem } from '@demonbane/shared/forge-schemas';
import IconAnvil from '~icons/game-icons/anvil-impact';
import IconCandle from '~icons/game-icons/candle-flame';
import IconCauldron from '~icons/game-icons/fire-bowl';
import IconCrystal from '~icons/game-icons/crystal-growth';
import IconSparkles from '~icons/game-icons/sparkles';
import { RarityText } from '@/components/game/rarity-text';
import { SmithyHeader } from '@/components/game/smithy-header';
import { Alert, type AlertTone } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Loading } from '@/components/ui/loading';
import { Panel } from '@/components/ui/panel';
import { errorMessage, loadError } from '@/lib/error-message';
import { useAppDispatch, useAppSelector } from '@/stores/hooks';
import { setLockedItems } from '@/stores/session-slice';
import { COMBINE_ALL_FAILED, COMBINE_ALL_SUCCESS } from '../api/combine-all';
import { COMBINE_FAILED, COMBINE_SUCCESS, SELECT_AN_ITEM } from '../api/combine-item';
import { COMBINABLE_LOAD_FAILED, combinableQueryOptions } from '../api/get-combinable';
import { useCombine, type CombineRequest } from '../api/use-combine';
import { isLocked, stackKey, toggleLock, toggleSelection } from '../utils/locks';
import { CombinableCard } from './combinable-card';
import styles from './combine-screen.module.css';

interface Feedback {
  tone: AlertTone;
  text: string;
  /** The server's account, shown under the headline. */
  detail?: string;
}

/** /combine: pick a stack and combine it, or Combine All but the locked stacks. */
export function CombineScreen({ userId }: { userId: string }) {
  const dispatch = useAppDispatch();
  const locked = useAppSelector((state) => state.session.locked_items);
  const stacks = useQuery(combinableQueryOptions(userId));
  const { data } = stacks;
  const combine = useCombine(userId);
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const pending = combine.isPending ? combine.variables.kind : null;

  const error = loadError(stacks.error, COMBINABLE_LOAD_FAILED);
  const selected = data?.find((item) => stackKey(item) === selectedKey) ?? null;

  function select(item: CombinableItem) {
    setSelectedKey((current) => toggleSelection(current, stackKey(item)));
    setFeedback(null);
  }

  function lock(item: CombinableItem) {
    dispatch(setLockedItems(toggleLock(locked, stackKey(item))));
  }

  function run(request: CombineRequest, success: string, failure: string) {
    if (combine.isPending) return;
    setFeedback(null);
    combine.mutate(request, {
      onSuccess: (res) => {
        setFeedback({ tone: 'success', text: success, detail: res.message });
        setSelectedKey(null);
      },
      onError: (err) => setFeedback({ tone: 'error', text: errorMessage(err, failure) }),
    });
  }

  function handleCombine() {
    if (selected === null) {
      if (!combine.isPending) setFeedback({ tone: 'warning', text: SELECT_AN_ITEM });
      return;
    }
    const item = { item_id: selected.item_id, rarity: selected.item_rarity };
    run({ kind: 'one', item }, COMBINE_SUCCESS, COMBINE_FAILED);
  }

  function handleCombineAll() {
    run({ kind: 'all', locked }, COMBINE_ALL_SUCCESS, COMBINE_ALL_FAILED);
  }

  return (
    <div className={styles.screen}>
      <SmithyHeader active="combine" />
      <Panel tone="iron" title="The Crucible" icon={<IconCauldron />}>
        <div className={styles.crucible}>
          <p className={styles.rule}>
            Melt {COMBINE_COPIES} copies of the same piece at the same rarity into one copy of the
            next rarity. <strong>Combine All</strong> takes every unlocked stack, lowest rarity
            first; locked stacks are never touched.
          </p>
          <div className={styles.toolbar}>
            <p className={styles.choice} aria-live="polite">
              {selected ? (
                <>
                  <span className={styles.choiceLabel}>Selected</span>
                  <RarityText rarity={selected.item_rarity}>{selected.item_name}</RarityText> (
                  {selected.item_rarity})
                </>
              ) : (
                <span className={styles.none}>No stack selected</span>
              )}
            </p>
            <div className={styles.buttons}>
              <Button
                onClick={handleCombine}
                disabled={pending !== null}
                aria-busy={pending === 'one'}
              >
                <IconCrystal aria-hidden="true" />
                {pending === 'one' ? 'Combining…' : 'Combine'}
              </Button>
              <Button
                variant="ember"
                onClick={handleCombineAll}
                disabled={pending !== null}
                aria-busy={pending === 'all'}
              >
                <IconSparkles aria-hidden="true" />
                {pending === 'all' ? 'Combining…' : 'Combine All'}
              </Button>
            </div>
          </div>
          {feedback && (
            <Alert tone={feedback.tone} title={feedback.text}>
              {feedback.detail}
            </Alert>
          )}
        </div>
      </Panel>

      <section className={styles.list} aria-labelledby="combinable-title">
        <h2 id="combinable-title" className={styles.sectionTitle}>
          Combinable stacks
        </h2>
        {error && <Alert tone="error">{error}</Alert>}
        {stacks.isPending && <Loading />}
        {data && data.length === 0 && (
          <EmptyState>
            <p>
              <IconCandle aria-hidden="true" />
              Nothing to combine yet: gather {COMBINE_COPIES} copies of one piece at one rarity.
            </p>
            <ButtonLink to="/forge" variant="secondary">
              <IconAnvil aria-hidden="true" />
              Go to the Forge
            </ButtonLink>
          </EmptyState>
        )}
        {data && data.length > 0 && (
          <ul className={styles.grid}>
            {data.map((item) => {
              const key = stackKey(item);
              return (
                <li key={key}>
                  <CombinableCard
                    item={item}
                    selected={key === selectedKey}
                    locked={isLocked(locked, key)}
                    busy={pending !== null}
                    onSelect={select}
                    onLock={lock}
                  />
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}
