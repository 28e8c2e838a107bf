import { gachaApi } from '@demonbane/shared/gacha-api';
import type { AuditResponse } from '@demonbane/shared/gacha-schemas';
import { callApi } from '@/lib/api-client';

export const AUDIT_LOAD_ERROR = 'Failed to fetch the gacha audit.';

export type BoxAudit = AuditResponse['boxes'][number];

/** GET /gacha/audit (public): every plain roll so far against the published tables. */
export async function getAudit(signal?: AbortSignal): Promise<BoxAudit[]> {
  const res = await callApi(gachaApi.audit, {}, { signal });
  return res.boxes;
}
