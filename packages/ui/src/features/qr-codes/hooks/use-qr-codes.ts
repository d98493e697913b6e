// Server state of the QR list: one page per query key, the previous page kept on screen while
// the next loads; every change invalidates the whole 'qr-codes' family (lists refresh at once).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { deleteQrCode } from '@qrlink/data/qr-codes/delete-qr-code';
import { getQrCode } from '@qrlink/data/qr-codes/get-qr-code';
import { listQrCodes, type ListQrCodesInput } from '@qrlink/data/qr-codes/list-qr-codes';
import { qrCodesKey } from '@/lib/queries/query-keys';
import { currentWorkspaceIdAtom } from '@/lib/workspace';

export function useQrCodePage(input: ListQrCodesInput) {
  const workspaceId = useAtomValue(currentWorkspaceIdAtom);
  return useQuery({
    queryKey: [...qrCodesKey, 'page', input, workspaceId],
    queryFn: () => listQrCodes({ ...input, workspaceId }),
    placeholderData: keepPreviousData,
    // Scan counts change through redirects, not through this app.
    staleTime: 0,
  });
}

export function useQrCode(id: string | undefined, userId: string | undefined) {
  return useQuery({
    queryKey: [...qrCodesKey, 'one', id, userId],
    queryFn: () => getQrCode(id ?? ''),
    enabled: Boolean(id && userId),
    retry: false,
  });
}

export function useDeleteQrCode(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteQrCode(id, userId),
    onSettled: () => client.invalidateQueries({ queryKey: qrCodesKey }),
  });
}
