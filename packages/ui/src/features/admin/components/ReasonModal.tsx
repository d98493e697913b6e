// The confirmation of a moderation action (Admin > Denúncias): what will happen, the reason the
// audit log keeps (required, or an optional note), and the database's refusal, if any, in the
// modal itself so the admin can read it and cancel.
import { Alert, Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import {
  MODERATION_REASON_MAX,
  moderationNoteSchema,
  moderationReasonSchema,
} from '@qrlink/core/validation/abuse-report';

export interface ReasonModalProps {
  opened: boolean;
  title: string;
  /** What the action does, in a sentence or two. */
  children: ReactNode;
  /** A required reason ('Motivo') or an optional note ('Observação (opcional)'). */
  reasonRequired: boolean;
  confirmLabel: string;
  confirmColor?: string;
  pending: boolean;
  /** The refusal of the last attempt, in pt-BR. */
  error: string | null;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

export function ReasonModal(props: ReasonModalProps) {
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const schema = props.reasonRequired ? moderationReasonSchema : moderationNoteSchema;

  function close() {
    setReason('');
    setInvalid(null);
    props.onClose();
  }

  function confirm(event: FormEvent) {
    event.preventDefault();
    const parsed = schema.safeParse(reason);
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]!.message);
      return;
    }
    setInvalid(null);
    props.onConfirm(reason);
  }

  return (
    <Modal opened={props.opened} onClose={close} title={props.title}>
      <form noValidate onSubmit={confirm}>
        <Stack>
          {props.children}
          <Textarea
            label={props.reasonRequired ? 'Motivo' : 'Observação (opcional)'}
            description={`Fica registrado na auditoria. ${reason.length}/${MODERATION_REASON_MAX} caracteres`}
            withAsterisk={props.reasonRequired}
            autosize
            minRows={2}
            maxRows={6}
            maxLength={MODERATION_REASON_MAX}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            error={invalid}
            data-autofocus
          />
          {props.error && (
            <Alert color="red" role="alert">
              {props.error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancelar
            </Button>
            <Button type="submit" color={props.confirmColor} loading={props.pending}>
              {props.confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
