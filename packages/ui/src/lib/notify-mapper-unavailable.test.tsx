import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { GENERIC_ERROR_MESSAGE } from '@qrlink/data/generic-error-message';
import { renderWithProviders } from '../../tests/render';
import { notify } from './notify';

// The error mapper loads on the first failure (notify.ts); here it cannot, as offline.
vi.mock('@qrlink/data/errors', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

describe('notify.failure without its mapper', () => {
  it("still shows the action's title with the generic pt-BR text", async () => {
    const view = renderWithProviders(
      <button
        type="button"
        onClick={() => notify.failure(new Error('boom'), { title: 'Erro ao Salvar' })}
      >
        Salvar
      </button>,
    );
    await view.user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Erro ao Salvar')).toBeInTheDocument();
    expect(screen.getByText(GENERIC_ERROR_MESSAGE)).toBeInTheDocument();
  });
});
