// 'Data Inicial' and 'Data Final' of a filtered list (the click analysis, 'Atividade'): pt-BR
// calendars, each bounded by the other, clearable. Values are 'YYYY-MM-DD' or null.
import '@mantine/dates/styles.css';
import { DatePickerInput } from '@mantine/dates';
import './dates-pt-br';

export function DayRangeInputs({
  from,
  to,
  onFromChange,
  onToChange,
}: {
  from: string | null;
  to: string | null;
  onFromChange: (day: string | null) => void;
  onToChange: (day: string | null) => void;
}) {
  return (
    <>
      <DatePickerInput
        label="Data Inicial"
        placeholder="dd/mm/aaaa"
        locale="pt-br"
        valueFormat="DD/MM/YYYY"
        clearable
        value={from}
        maxDate={to ?? undefined}
        onChange={onFromChange}
        w={170}
      />
      <DatePickerInput
        label="Data Final"
        placeholder="dd/mm/aaaa"
        locale="pt-br"
        valueFormat="DD/MM/YYYY"
        clearable
        value={to}
        minDate={from ?? undefined}
        onChange={onToChange}
        w={170}
      />
    </>
  );
}
