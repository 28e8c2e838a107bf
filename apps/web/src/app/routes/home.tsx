import { useLocation } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Loading } from '@/components/ui/loading';
import { AscendCard } from '@/features/ascension/components/ascend-card';
import { NextStepCard } from '@/features/guide/components/next-step-card';
import { useLoadUser } from '@/features/user/api/get-user';
import { BuffList } from '@/features/user/components/buff-list';
import { EquipmentSlots } from '@/features/user/components/equipment-slots';
import { HeroPanel } from '@/features/user/components/hero-panel';
import { Purse } from '@/features/user/components/purse';
import { QuestsPanel } from '@/features/quests/components/quests-panel';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { readNotice } from '@/lib/location-notice';
import { useAppSelector } from '@/stores/hooks';
import { selectSession } from '@/stores/session-selectors';
import styles from './home.module.css';

export function HomeRoute() {
  useDocumentTitle('Home');
  const session = useAppSelector(selectSession);
  // Home is only ever shown with a session (see LandingRoute).
  const { loading, error, user } = useLoadUser(session.userId ?? '');
  const notice = readNotice(useLocation().state);

  // A stored hero shows at once while the fresh copy loads; a new session waits for it.
  const hasHero = session.job_name !== null;
  if (!hasHero) {
    if (loading) return <Loading />;
    if (error) return <Alert tone="error">{error}</Alert>;
  }

  return (
    <div className={styles.home}>
      {notice && <Alert tone="success">{notice}</Alert>}
      {error && <Alert tone="error">{error}</Alert>}
      <div className={styles.grid}>
        <div className={styles.main}>
          <HeroPanel
            {...session}
            traits={user?.equipment_traits ?? null}
            guide={session.userId && <NextStepCard userId={session.userId} />}
          />
          <AscendCard
            jobName={session.job_name}
            level={session.level}
            ascensions={session.ascensions ?? 0}
          />
          {session.userId && <QuestsPanel userId={session.userId} />}
        </div>
        <div className={styles.side}>
          <Purse gold={session.gold} soul={session.soul} />
          <EquipmentSlots equipment={session.equipment} />
          <BuffList buffs={session.buffs} />
        </div>
      </div>
    </div>
  );
}
