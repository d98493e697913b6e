// 'Exportar': the format and its options, then the download. PNG 256-4096 px, SVG (vector),
// PDF for print (A4 or exact size, bleed, crop marks).
import {
  Button,
  Checkbox,
  NativeSelect,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import {
  PDF_BLEED_MM,
  PDF_WIDTH_CM,
  PNG_EXPORT_SIZE,
  type ExportFormat,
  type ExportSettings,
} from '../studio/export-qr';

const FORMAT_LABELS: Record<ExportFormat, string> = { png: 'PNG', svg: 'SVG', pdf: 'PDF' };
const PNG_PRESETS = [256, 512, 1024, 2048, 4096];

type ExportPanelProps = {
  settings: ExportSettings;
  onChange: (settings: ExportSettings) => void;
  disabled: boolean;
  busy: boolean;
  onDownload: () => void;
};

function PdfOptions({ settings, onChange }: Pick<ExportPanelProps, 'settings' | 'onChange'>) {
  const { pdf } = settings;
  const patch = (change: Partial<ExportSettings['pdf']>) =>
    onChange({ ...settings, pdf: { ...pdf, ...change } });
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <NativeSelect
          label="Folha"
          data={[
            { value: 'a4', label: 'A4' },
            { value: 'exact', label: 'Tamanho exato do QR Code' },
          ]}
          value={pdf.sheet}
          onChange={(event) => patch({ sheet: event.currentTarget.value as 'a4' | 'exact' })}
        />
        <NumberInput
          label="Largura do QR Code (cm)"
          min={PDF_WIDTH_CM.min}
          max={PDF_WIDTH_CM.max}
          step={0.5}
          decimalScale={1}
          decimalSeparator=","
          clampBehavior="strict"
          value={pdf.widthCm}
          onChange={(value) => typeof value === 'number' && patch({ widthCm: value })}
        />
        {pdf.sheet === 'a4' && (
          <NativeSelect
            label="Na folha A4"
            data={[
              { value: 'single', label: 'Um QR Code centralizado' },
              { value: 'grid', label: 'Quantos couberem (grade)' },
            ]}
            value={pdf.layout}
            onChange={(event) => patch({ layout: event.currentTarget.value as 'single' | 'grid' })}
          />
        )}
        <NumberInput
          label="Sangria (mm)"
          description="A cor da borda passa do corte."
          min={PDF_BLEED_MM.min}
          max={PDF_BLEED_MM.max}
          step={1}
          allowDecimal={false}
          clampBehavior="strict"
          value={pdf.bleedMm}
          onChange={(value) => typeof value === 'number' && patch({ bleedMm: value })}
        />
      </SimpleGrid>
      <Checkbox
        label="Marcas de corte"
        checked={pdf.cropMarks}
        onChange={(event) => patch({ cropMarks: event.currentTarget.checked })}
      />
    </Stack>
  );
}

export function ExportPanel(props: ExportPanelProps) {
  const { settings, onChange } = props;
  return (
    <Stack gap="sm" w="100%">
      <Title order={2} size="h4">
        Exportar
      </Title>
      <SegmentedControl
        fullWidth
        aria-label="Formato do arquivo"
        data={(Object.keys(FORMAT_LABELS) as ExportFormat[]).map((value) => ({
          value,
          label: FORMAT_LABELS[value],
        }))}
        value={settings.format}
        onChange={(value) => onChange({ ...settings, format: value as ExportFormat })}
      />
      {settings.format === 'png' && (
        <NativeSelect
          label="Tamanho do PNG"
          description="Lado do QR Code (a moldura aumenta a imagem). Para impressão grande, use 2048 ou 4096 px, ou o PDF."
          data={PNG_PRESETS.filter(
            (size) => size >= PNG_EXPORT_SIZE.min && size <= PNG_EXPORT_SIZE.max,
          ).map((size) => ({ value: String(size), label: `${size} px` }))}
          value={String(settings.pngSize)}
          onChange={(event) =>
            onChange({ ...settings, pngSize: Number(event.currentTarget.value) })
          }
        />
      )}
      {settings.format === 'svg' && (
        <Text size="sm" c="dimmed">
          Vetorial: não perde qualidade em nenhum tamanho. Ideal para gráficas.
        </Text>
      )}
      {settings.format === 'pdf' && <PdfOptions settings={settings} onChange={onChange} />}
      <Button
        fullWidth
        variant="light"
        leftSection={<IconDownload size={18} />}
        disabled={props.disabled}
        loading={props.busy}
        onClick={props.onDownload}
      >
        Baixar {FORMAT_LABELS[settings.format]}
      </Button>
    </Stack>
  );
}
