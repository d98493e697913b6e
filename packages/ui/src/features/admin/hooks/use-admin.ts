// Server state of the admin screens. Every read and write is an admin function the database
// checks again; a change invalidates what other screens show (the pricing plans, the site status).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deleteClient } from '@qrlink/data/admin/delete-client';
import { getAppSettings } from '@qrlink/data/admin/get-app-settings';
import { getClient } from '@qrlink/data/admin/get-client';
import { getAdminDailyActivity } from '@qrlink/data/admin/get-daily-activity';
import { getAdminOverview } from '@qrlink/data/admin/get-overview';
import { listClients, type ListClientsInput } from '@qrlink/data/admin/list-clients';
import { listPaymentNotificationProblems } from '@qrlink/data/admin/list-payment-notification-problems';
import { removeTwoFactor } from '@qrlink/data/admin/remove-two-factor';
import { saveAppSetting } from '@qrlink/data/admin/save-app-setting';
import { updateClient } from '@qrlink/data/admin/update-client';
import { deletePlan } from '@qrlink/data/plans/delete-plan';
import { getPlan } from '@qrlink/data/plans/get-plan';
import { listPlans } from '@qrlink/data/plans/list-plans';
import { savePlan } from '@qrlink/data/plans/save-plan';
import type { ClientEditInput } from '@qrlink/core/validation/client-edit-schema';
import type { PlanFormInput } from '@qrlink/core/validation/plan-form-schema';
import { adminKey, plansKey } from '@/lib/queries/query-keys';
import { siteStatusQueryKey } from '@/lib/site-status';

const clientsKey = [...adminKey, 'clients'] as const;

export function useClientPage(input: ListClientsInput) {
  return useQuery({
    queryKey: [...clientsKey, 'page', input],
    queryFn: () => listClients(input),
    placeholderData: keepPreviousData,
  });
}

export function useClient(clientId: string | undefined) {
  return useQuery({
    queryKey: [...clientsKey, 'one', clientId],
    queryFn: () => getClient(clientId ?? ''),
    enabled: Boolean(clientId),
    retry: false,
    staleTime: 0,
  });
}

export function useClientMutations() {
  const client = useQueryClient();
  const onSettled = () => client.invalidateQueries({ queryKey: clientsKey });
  return {
    update: useMutation({
      mutationFn: ({ id, input }: { id: string; input: ClientEditInput }) =>
        updateClient(id, input),
      onSettled,
    }),
    remove: useMutation({ mutationFn: deleteClient, onSettled }),
    /** A lost authenticator: the client's page shows it no more, the audit log shows the row. */
    removeTwoFactor: useMutation({
      mutationFn: removeTwoFactor,
      onSettled: async () => {
        await onSettled();
        await client.invalidateQueries({ queryKey: [...adminKey, 'audit'] });
      },
    }),
  };
}

/** Mercado Pago notifications acknowledged without a record (PaymentProblems). */
export function usePaymentProblems() {
  return useQuery({
    queryKey: [...adminKey, 'payment-problems'],
    queryFn: () => listPaymentNotificationProblems(),
    staleTime: 0,
  });
}

export function useAdminOverview() {
  return useQuery({ queryKey: [...adminKey, 'overview'], queryFn: getAdminOverview, staleTime: 0 });
}

export function useAdminDailyActivity(days: number) {
  return useQuery({
    queryKey: [...adminKey, 'activity', days],
    queryFn: () => getAdminDailyActivity(days),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useAdminPlans() {
  return useQuery({ queryKey: plansKey, queryFn: listPlans, staleTime: 0 });
}

export function useAdminPlan(planId: string | undefined) {
  return useQuery({
    queryKey: [...plansKey, 'one', planId],
    queryFn: () => getPlan(planId ?? ''),
    enabled: Boolean(planId),
    retry: false,
    staleTime: 0,
  });
}

export function usePlanMutations() {
  const client = useQueryClient();
  const onSettled = () => client.invalidateQueries({ queryKey: plansKey });
  return {
    save: useMutation({
      mutationFn: ({ mode, input }: { mode: 'create' | 'update'; input: PlanFormInput }) =>
        savePlan(mode, input),
      onSettled,
    }),
    remove: useMutation({ mutationFn: deletePlan, onSettled }),
  };
}

export function useAppSettings() {
  const client = useQueryClient();
  const settingsKey = [...adminKey, 'settings'] as const;
  const query = useQuery({ queryKey: settingsKey, queryFn: getAppSettings, staleTime: 0 });
  const save = useMutation({
    mutationFn: saveAppSetting,
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: settingsKey });
      await client.invalidateQueries({ queryKey: siteStatusQueryKey });
    },
  });
  return { query, save };
}
