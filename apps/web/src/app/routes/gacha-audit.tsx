import { GachaAuditScreen } from '@/features/gacha/components/audit-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /gacha/audit: the public odds audit (GET /gacha/audit). */
export function GachaAuditRoute() {
  useDocumentTitle('Gacha Odds Audit');
  return <GachaAuditScreen />;
}
