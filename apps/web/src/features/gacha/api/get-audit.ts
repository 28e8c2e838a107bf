import { auditResponse, type AuditResponse } from '@demonbane/shared/gacha-schemas';
import { get } from '@/lib/api-client';

export const AUDIT_LOAD_ERROR = 'Failed to fetch the gacha audit.';

export type BoxAudit = AuditResponse['boxes'][number];

/** GET /gacha/audit (public): every plain roll so far against the published tables. */
export async function getAudit(signal?: AbortSignal): Promise<BoxAudit[]> {
  const res = await get('/gacha/audit', {}, auditResponse, signal);
  return res.boxes;
}
