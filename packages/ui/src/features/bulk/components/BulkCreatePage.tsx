// 'Criação em Massa' (docs/product/organising.md, "Organising"): up to 1,000 dynamic QR codes or
// short links from a spreadsheet. Rows are read and checked first, nothing written; then all are
// created in one transaction (or none), and every code can leave as a PNG in one ZIP.
import { Paper, Progress, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { BulkKind } from '@qrlink/core/bulk/bulk-rows';
import { useBulkCreate } from '../hooks/use-bulk-create';
import { BulkInput } from './BulkInput';
import { BulkPreview } from './BulkPreview';
import { BulkResult } from './BulkResult';

function BulkFlow({ kind }: { kind: BulkKind }) {
  const bulk = useBulkCreate(kind);
  const { state } = bulk;
  if (state.step === 'input') return <BulkInput kind={kind} onRead={bulk.read} />;
  if (state.step === 'done') {
    return (
      <BulkResult kind={kind} parse={state.parse} created={state.created} onAgain={bulk.reset} />
    );
  }
  return (
    <Stack gap="sm">
      {bulk.creating && (
        <>
          <Text role="status">
            Criando {state.parse.rows.length.toLocaleString('pt-BR')} itens em uma única operação...
          </Text>
          <Progress value={100} animated striped aria-label="Criando os itens" />
        </>
      )}
      <BulkPreview
        kind={kind}
        parse={state.parse}
        creating={bulk.creating}
        onCreate={bulk.create}
        onBack={bulk.reset}
      />
    </Stack>
  );
}

export function BulkCreatePage() {
  const [kind, setKind] = useState<BulkKind>('qr');
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Criação em Massa
      </Title>
      <Text c="dimmed">
        Crie até 1.000 QR Codes dinâmicos ou links curtos de uma planilha. As linhas são conferidas
        antes de qualquer gravação, e tudo é criado de uma vez: se uma linha falhar, nada é salvo.
      </Text>
      <SegmentedControl
        value={kind}
        onChange={(value) => setKind(value as BulkKind)}
        data={[
          { value: 'qr', label: 'QR Codes dinâmicos' },
          { value: 'short_link', label: 'Links curtos' },
        ]}
        aria-label="O que criar"
        style={{ alignSelf: 'flex-start' }}
      />
      <Paper withBorder p="lg">
        {/* A new kind starts over: its columns and checks differ. */}
        <BulkFlow key={kind} kind={kind} />
      </Paper>
    </Stack>
  );
}
