// Server state of a code's preview page (`/s/{code}+`, `/qr/{id}+`): where it leads, and the
// report a visitor files about it.
import { useMutation, useQuery } from '@tanstack/react-query';
import type { AbuseReportInput } from '@qrlink/core/validation/abuse-report';
import type { CodeKind } from '@qrlink/data/moderation/code-kind';
import { getCodePreview } from '@qrlink/data/moderation/get-code-preview';
import { reportCode } from '@qrlink/data/moderation/report-code';

export function useCodePreview(kind: CodeKind, key: string) {
  return useQuery({
    queryKey: ['code-preview', kind, key],
    queryFn: () => getCodePreview(kind, key),
    staleTime: 0,
  });
}

export function useReportCode(kind: CodeKind, key: string) {
  return useMutation({ mutationFn: (input: AbuseReportInput) => reportCode(kind, key, input) });
}
