import { queryOptions } from '@tanstack/react-query';
import { gachaApi } from '@demonbane/shared/gacha-api';
import type { AuditResponse } from '@demonbane/shared/gacha-schemas';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const AUDIT_LOAD_ERROR = 'Failed to fetch the gacha audit.';

export type BoxAudit = AuditResponse['boxes'][number];

/** GET /gacha/audit (public): every plain roll so far against the published tables. */
export function auditQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.gachaAudit,
    queryFn: async ({ signal }) => (await callApi(gachaApi.audit, {}, { signal })).boxes,
  });
}
