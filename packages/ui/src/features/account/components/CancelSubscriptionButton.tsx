// 'Cancelar assinatura', confirmed first: Mercado Pago stops charging, the plan stays until the
// end of the period already paid, and the tab (and the notifications) say so.
import { Button, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatDate } from '@qrlink/core/dates/format-date';
import { cancelSubscription } from '@qrlink/data/subscription/cancel-subscription';
import { notify } from '@/lib/notify';
import { notificationsKey } from '@/lib/queries/query-keys';

export function CancelSubscriptionButton({ planName, until }: { planName: string; until: string }) {
  const queryClient = useQueryClient();
  const cancel = useMutation({
    mutationFn: cancelSubscription,
    onSuccess: async () => {
      notify.success({
        title: 'Assinatura cancelada',
        message: `Seu plano ${planName} continua ativo até ${formatDate(until)}.`,
      });
      await queryClient.invalidateQueries({ queryKey: ['account'] });
      await queryClient.invalidateQueries({ queryKey: notificationsKey });
    },
    onError: (error) => notify.failure(error),
  });

  function confirm() {
    modals.openConfirmModal({
      title: 'Cancelar a assinatura?',
      children: (
        <Text size="sm">
          O Mercado Pago não fará novas cobranças. Seu plano {planName} continua ativo até{' '}
          {formatDate(until)}; depois, sua conta volta ao plano Grátis.
        </Text>
      ),
      labels: { confirm: 'Cancelar assinatura', cancel: 'Manter assinatura' },
      confirmProps: { color: 'red' },
      onConfirm: () => cancel.mutate(),
    });
  }

  return (
    <Button variant="default" color="red" loading={cancel.isPending} onClick={confirm}>
      Cancelar assinatura
    </Button>
  );
}
