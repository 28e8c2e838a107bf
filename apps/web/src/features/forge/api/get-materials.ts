import { queryOptions, replaceEqualDeep } from '@tanstack/react-query';
import { forgeApi } from '@demonbane/shared/forge-api';
import type { Material } from '@demonbane/shared/forge-schemas';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { forgeTimer, type ForgeTimer } from '../utils/countdown';

/** Spec §8: the forge's fallback text for a failed request. */
export const FORGE_REQUEST_FAILED = 'Request failed';

export interface ForgeState {
  materials: Material[];
  /** null: free; false: forging; true: ready to claim (spec §3). */
  status: boolean | null;
  /** While forging: the countdown, margin included, on the client's clock. */
  timer: ForgeTimer | null;
  /** The materials in the fire while the forge is busy. */
  inForge: string[];
  /** The whole forging time in seconds (margin included), for the progress bar. */
  totalSeconds: number | null;
}

/** POST /inventory/materials: the hero's materials and the forge's state. */
export function forgeQueryOptions(userId: string) {
  return queryOptions({
    queryKey: queryKeys.forge,
    queryFn: ({ signal }) => getMaterials(userId, signal),
    // A refetch (the forge.ready notification, a focus) must not cut the margin short.
    structuralSharing: (previous, next) =>
      replaceEqualDeep(
        previous,
        keepRunningCountdown(previous as ForgeState | undefined, next as ForgeState, Date.now()),
      ),
  });
}

/**
 * The server may call the piece ready while this client's countdown still runs its
 * 3-second margin (spec §9): the countdown already on screen stays until it ends.
 */
export function keepRunningCountdown(
  previous: ForgeState | undefined,
  next: ForgeState,
  now: number,
): ForgeState {
  const timer = previous?.timer;
  if (next.status !== true || !timer || timer.readyAt <= now) return next;
  return {
    ...next,
    status: false,
    timer,
    inForge: previous.inForge,
    totalSeconds: previous.totalSeconds,
  };
}

async function getMaterials(userId: string, signal: AbortSignal): Promise<ForgeState> {
  const res = await callApi(forgeApi.materials, { userId }, { signal });
  const now = Date.now();
  const timer = res.forging_status === false ? forgeTimer(res.remaining_time, now) : null;
  return {
    materials: res.materials,
    status: res.forging_status,
    timer,
    inForge: res.forging?.materials ?? [],
    totalSeconds: res.forging ? forgeSeconds(res.forging.started_at, res.forging.ready_at) : null,
  };
}

function forgeSeconds(startedAt: string, readyAt: string): number | null {
  const ms = Date.parse(readyAt) - Date.parse(startedAt);
  return Number.isFinite(ms) && ms > 0 ? Math.ceil(ms / 1000) : null;
}
