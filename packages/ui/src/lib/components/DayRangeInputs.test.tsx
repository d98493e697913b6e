import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../tests/render';
import { DayRangeInputs } from './DayRangeInputs';

const PT_BR_MONTH =
  /^(janeiro|fevereiro|março|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro) \d{4}$/;

describe('DayRangeInputs', () => {
  it('opens a calendar that names its month in Portuguese (dayjs pt-br loads with the picker)', async () => {
    const view = renderWithProviders(
      <DayRangeInputs from={null} to={null} onFromChange={vi.fn()} onToChange={vi.fn()} />,
    );
    await view.user.click(screen.getByRole('button', { name: 'Data Inicial' }));
    expect(await screen.findByText(PT_BR_MONTH)).toHaveClass(
      'mantine-DatePickerInput-calendarHeaderLevel',
    );
  });
});
