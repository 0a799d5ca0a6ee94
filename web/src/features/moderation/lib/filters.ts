import {
  ITEM_SOURCES,
  ITEM_STATUSES,
  REPORT_REASONS,
  REPORT_TARGET_TYPES,
  type ItemSource,
  type ItemStatus,
  type ReportReason,
  type ReportTargetType,
} from '@tightlines/domain/moderation/contract';

export const CLAIM_FILTERS = ['all', 'mine', 'unclaimed'] as const;
export type ClaimFilter = (typeof CLAIM_FILTERS)[number];

/** The queue's filters, kept in the page's URL so a reload, a shared link and Back keep them. */
export interface QueueFilters {
  status: ItemStatus;
  targetType?: ReportTargetType;
  reason?: ReportReason;
  source?: ItemSource;
  claim: ClaimFilter;
}

function pick<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** Reads the filters from the search params; unknown values fall back to the defaults. */
export function filtersFrom(params: URLSearchParams): QueueFilters {
  return {
    status: pick(ITEM_STATUSES, params.get('status')) ?? 'open',
    targetType: pick(REPORT_TARGET_TYPES, params.get('type')),
    reason: pick(REPORT_REASONS, params.get('reason')),
    source: pick(ITEM_SOURCES, params.get('source')),
    claim: pick(CLAIM_FILTERS, params.get('claim')) ?? 'all',
  };
}

/** The search params of the queue's API request (the contract's names). */
export function queueRequestParams(filters: QueueFilters, cursor?: string): URLSearchParams {
  const params = new URLSearchParams({ status: filters.status, claim: filters.claim });
  if (filters.targetType) params.set('targetType', filters.targetType);
  if (filters.reason) params.set('reason', filters.reason);
  if (filters.source) params.set('source', filters.source);
  if (cursor) params.set('cursor', cursor);
  return params;
}

/** The page's URL names of each filter. */
export const FILTER_PARAMS = {
  status: 'status',
  targetType: 'type',
  reason: 'reason',
  source: 'source',
  claim: 'claim',
} as const satisfies Record<keyof QueueFilters, string>;
