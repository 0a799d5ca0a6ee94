import { useMutation } from '@tanstack/react-query';
import type { CreateReport, ReportCreated } from '@tightlines/domain/moderation/contract';
import { api } from '#web/lib/api-client';

/** POST /api/reports: 201, or 409 'alreadyReported' for a second open report of the same item. */
export function useCreateReport() {
  return useMutation({
    mutationFn: (report: CreateReport) => api<ReportCreated>('/reports', { method: 'POST', json: report }),
  });
}
