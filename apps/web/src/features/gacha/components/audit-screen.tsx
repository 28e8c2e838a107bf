import { useQuery } from '@tanstack/react-query';
import { Alert } from '@/components/ui/alert';
import { Loading } from '@/components/ui/loading';
import { loadError } from '@/lib/error-message';
import { AUDIT_LOAD_ERROR, auditQueryOptions } from '../api/get-audit';
import { AuditCard } from './audit-card';
import { GachaHeader } from './gacha-header';
import styles from './audit-screen.module.css';

/** /gacha/audit: every plain roll so far against each box's published table (public data). */
export function GachaAuditScreen() {
  const audit = useQuery(auditQueryOptions());
  const error = loadError(audit.error, AUDIT_LOAD_ERROR);
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
      {error && <Alert tone="error">{error}</Alert>}
      {audit.isPending && <Loading />}
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
