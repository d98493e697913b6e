// 'Denunciar' on a code's preview page (docs/product/trust-and-safety.md, "Preview and report"):
// anyone, without an account, tells the admins what is wrong with a QR code or short link. The
// database's refusals (unknown code, the hourly limit...) stay in the form, in its words.
import {
  Alert,
  Button,
  Group,
  Modal,
  Select,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  REPORT_DETAILS_MAX,
  REPORT_EMAIL_MAX,
  REPORT_REASONS,
  REPORT_REASON_LABELS,
  abuseReportSchema,
  type AbuseReportInput,
  type ReportReason,
} from '@qrlink/core/validation/abuse-report';
import type { CodeKind } from '@qrlink/data/moderation/code-kind';
import { REPORT_CODE_ERROR } from '@qrlink/data/moderation/report-code';
import { notify } from '@/lib/notify';
import { zodValidate } from '@/lib/zod-form';
import { useReportCode } from '../hooks/use-code-preview';

export const REPORT_SENT = {
  title: 'Denúncia enviada',
  message: 'Obrigado. Nossa equipe vai analisar este link.',
};

const REASON_OPTIONS = REPORT_REASONS.map((value) => ({
  value,
  label: REPORT_REASON_LABELS[value],
}));

export function ReportCodeModal({
  kind,
  codeKey,
  opened,
  onClose,
}: {
  kind: CodeKind;
  codeKey: string;
  opened: boolean;
  onClose: () => void;
}) {
  const report = useReportCode(kind, codeKey);
  const form = useForm<AbuseReportInput>({
    initialValues: { reason: '', details: '', email: '' },
    validate: zodValidate(abuseReportSchema),
  });

  function close() {
    report.reset();
    onClose();
  }

  const submit = form.onSubmit((values) =>
    report.mutate(values, {
      onSuccess: () => {
        notify.success(REPORT_SENT);
        form.reset();
        close();
      },
    }),
  );

  return (
    <Modal opened={opened} onClose={close} title="Denunciar">
      <form noValidate onSubmit={submit}>
        <Stack>
          <Text size="sm">
            Conte o que há de errado com {kind === 'qr' ? 'este QR Code' : 'este link'}. Quem o
            criou não fica sabendo quem denunciou.
          </Text>
          <Select
            label="Motivo"
            placeholder="Escolha o motivo"
            withAsterisk
            data={REASON_OPTIONS}
            value={form.values.reason || null}
            onChange={(value) => form.setFieldValue('reason', (value ?? '') as ReportReason | '')}
            error={form.errors.reason}
            allowDeselect={false}
            data-autofocus
          />
          <Textarea
            label="Descreva o problema (opcional)"
            description={`${form.values.details.length}/${REPORT_DETAILS_MAX} caracteres`}
            autosize
            minRows={3}
            maxRows={8}
            maxLength={REPORT_DETAILS_MAX}
            {...form.getInputProps('details')}
          />
          <TextInput
            label="Seu e-mail (opcional)"
            description="Só para falarmos com você sobre esta denúncia, se for preciso."
            type="email"
            autoComplete="email"
            maxLength={REPORT_EMAIL_MAX}
            {...form.getInputProps('email')}
          />
          {report.isError && (
            <Alert color="red" title={REPORT_CODE_ERROR.title} role="alert">
              {report.error.message}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancelar
            </Button>
            <Button type="submit" color="red.9" loading={report.isPending}>
              Enviar denúncia
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
