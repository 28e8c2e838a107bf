import { Alert } from '@/components/ui/alert';
import { Loading } from '@/components/ui/loading';
import { useApiQuery } from '@/hooks/use-api-query';
import { AUDIT_LOAD_ERROR, getAudit } from '../api/get-audit';
import { AuditCard } from './audit-card';
import { GachaHeader } from './gacha-header';
import styles from './audit-screen.module.css';

/** /gacha/audit: every plain roll so far against each box's published table (public data). */
export function GachaAuditScreen() {
  const audit = useApiQuery(getAudit, AUDIT_LOAD_ERROR);
  return (
    <div className={styles.screen}>
      <GachaHeader
        title="Odds Audit"
        lede="Every plain roll ever made, weighed against the published tables. Nothing hidden."
      />
      <p className={styles.intro}>
        Each box’s table is tested with a chi-square goodness-of-fit test. Pity draws and x11
        guarantee upgrades are promised extras, so they are counted apart and left out of the test.
      </p>
      {audit.error && <Alert tone="error">{audit.error}</Alert>}
      {audit.data === null && audit.loading && <Loading />}
      {audit.data && (
        <div className={styles.list}>
          {audit.data.map((box) => (
            <AuditCard key={box.index} audit={box} />
          ))}
        </div>
      )}
    </div>
  );
}
