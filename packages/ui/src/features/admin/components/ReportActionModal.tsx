// Admin > Denúncias: the modal of one moderation action on one report's row (disable or enable
// its code, dismiss it, block or unblock its owner), with its sentence, its reason and its toast.
import { Text } from '@mantine/core';
import type { ReportRow } from '@qrlink/data/moderation/list-reports';
import { notify } from '@/lib/notify';
import { useModerationMutations } from '../hooks/use-moderation';
import { ReasonModal } from './ReasonModal';
import { codeLabel, codeNoun } from './report-labels';

export type ModerationAction = 'disable' | 'enable' | 'dismiss' | 'block' | 'unblock';

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function describe(action: ModerationAction, row: ReportRow) {
  const noun = codeNoun(row);
  const code = codeLabel(row);
  const owner = row.owner_email ?? 'Esta conta';
  switch (action) {
    case 'disable':
      return {
        title: `Desativar ${noun}?`,
        sentence: `${code} deixará de levar ao destino: quem abrir verá 'Este link foi desativado por violar os Termos de Uso.' As denúncias abertas dele serão resolvidas com este motivo.`,
        confirm: 'Desativar',
        color: 'red.9',
        required: true,
        success: {
          title: `${capitalised(noun)} desativado`,
          message: `${code} não leva mais ao destino.`,
        },
      };
    case 'enable':
      return {
        title: `Reativar ${noun}?`,
        sentence: `${code} voltará a levar ao destino.`,
        confirm: 'Reativar',
        color: undefined,
        required: true,
        success: {
          title: `${capitalised(noun)} reativado`,
          message: `${code} voltou a levar ao destino.`,
        },
      };
    case 'dismiss':
      return {
        title: 'Dispensar denúncia?',
        sentence: `A denúncia sai da lista de abertas e nada muda em ${code}.`,
        confirm: 'Dispensar',
        color: undefined,
        required: false,
        success: { title: 'Denúncia dispensada', message: 'Ela saiu da lista de abertas.' },
      };
    case 'block':
      return {
        title: 'Bloquear usuário?',
        sentence: `Tem certeza que deseja bloquear ${owner}? A conta não poderá mais entrar, todas as suas sessões serão encerradas e todos os seus QR Codes e links deixarão de funcionar.`,
        confirm: 'Bloquear usuário',
        color: 'red.9',
        required: true,
        success: {
          title: 'Usuário bloqueado',
          message: `${owner} não pode mais entrar, e os QR Codes e links da conta pararam de funcionar.`,
        },
      };
    case 'unblock':
      return {
        title: 'Desbloquear usuário?',
        sentence: `${owner} poderá entrar de novo, e os QR Codes e links da conta voltarão a funcionar (menos os desativados um a um).`,
        confirm: 'Desbloquear usuário',
        color: undefined,
        required: true,
        success: {
          title: 'Usuário desbloqueado',
          message: `${owner} pode entrar de novo.`,
        },
      };
  }
}

export function ReportActionModal({
  action,
  row,
  onClose,
}: {
  action: ModerationAction;
  row: ReportRow;
  onClose: () => void;
}) {
  const mutations = useModerationMutations();
  const text = describe(action, row);
  const mutation = {
    disable: mutations.disable,
    enable: mutations.enable,
    dismiss: mutations.resolve,
    block: mutations.block,
    unblock: mutations.unblock,
  }[action];
  const done = {
    onSuccess: () => {
      notify.success(text.success);
      onClose();
    },
  };

  function confirm(reason: string) {
    switch (action) {
      case 'disable':
      case 'enable':
        mutations[action].mutate({ kind: row.kind, id: row.code_id, reason }, done);
        return;
      case 'dismiss':
        mutations.resolve.mutate({ reportId: row.id, status: 'dismissed', note: reason }, done);
        return;
      case 'block':
      case 'unblock':
        if (row.owner_id) mutations[action].mutate({ userId: row.owner_id, reason }, done);
    }
  }

  return (
    <ReasonModal
      opened
      title={text.title}
      reasonRequired={text.required}
      confirmLabel={text.confirm}
      confirmColor={text.color}
      pending={mutation.isPending}
      error={mutation.error?.message ?? null}
      onConfirm={confirm}
      onClose={onClose}
    >
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {text.sentence}
      </Text>
    </ReasonModal>
  );
}
