import type { ReportReason } from '@tightlines/domain/moderation/contract';

/** The reasons in the order a person reads them (the common ones first, 'other' last). */
export const REASONS_IN_ORDER: readonly ReportReason[] = [
  'spam',
  'harassment',
  'hate',
  'nudity',
  'violence',
  'illegal_fishing',
  'misinformation',
  'other',
];
