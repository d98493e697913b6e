import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppError } from '@qrlink/data/errors';
import { GENERIC_ERROR_MESSAGE } from '@qrlink/data/generic-error-message';
import { renderWithProviders } from '../../tests/render';
import { notify } from './notify';

function renderFailing(error: unknown) {
  const view = renderWithProviders(
    <button type="button" onClick={() => notify.failure(error)}>
      Falhar
    </button>,
  );
  return view.user.click(screen.getByRole('button', { name: 'Falhar' }));
}

describe('notify.failure', () => {
  it("shows an AppError's own pt-BR title and message", async () => {
    await renderFailing(
      AppError.of('invalid_credentials', {
        title: 'Erro no Login',
        message: 'E-mail ou senha incorretos.',
      }),
    );
    expect(await screen.findByText('Erro no Login')).toBeInTheDocument();
    expect(screen.getByText('E-mail ou senha incorretos.')).toBeInTheDocument();
  });

  it('shows anything else as the generic pt-BR error, never its raw text', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderFailing(new Error('relation "profiles" does not exist'));
    expect(await screen.findByText(GENERIC_ERROR_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText('Erro')).toBeInTheDocument();
    expect(screen.queryByText(/does not exist/)).not.toBeInTheDocument();
    log.mockRestore();
  });
});
