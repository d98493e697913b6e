// Server state of Admin > Denúncias and Admin > Auditoria: pages read from the database, and the
// moderation actions, each of which refreshes the reports and the audit log.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { blockUser, unblockUser } from '@qrlink/data/moderation/block-user';
import { listAuditLog, type ListAuditLogInput } from '@qrlink/data/moderation/list-audit-log';
import { listReports, type ListReportsInput } from '@qrlink/data/moderation/list-reports';
import { disableCode, enableCode } from '@qrlink/data/moderation/moderate-code';
import { resolveReport } from '@qrlink/data/moderation/resolve-report';
import { adminKey } from '@/lib/queries/query-keys';

const reportsKey = [...adminKey, 'reports'] as const;
const auditKey = [...adminKey, 'audit'] as const;

export function useReportPage(input: ListReportsInput) {
  return useQuery({
    queryKey: [...reportsKey, input],
    queryFn: () => listReports(input),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useAuditPage(input: ListAuditLogInput) {
  return useQuery({
    queryKey: [...auditKey, input],
    queryFn: () => listAuditLog(input),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useModerationMutations() {
  const client = useQueryClient();
  const onSettled = async () => {
    await client.invalidateQueries({ queryKey: reportsKey });
    await client.invalidateQueries({ queryKey: auditKey });
  };
  return {
    disable: useMutation({ mutationFn: disableCode, onSettled }),
    enable: useMutation({ mutationFn: enableCode, onSettled }),
    resolve: useMutation({ mutationFn: resolveReport, onSettled }),
    block: useMutation({ mutationFn: blockUser, onSettled }),
    unblock: useMutation({ mutationFn: unblockUser, onSettled }),
  };
}
