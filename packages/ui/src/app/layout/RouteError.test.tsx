import { screen } from '@testing-library/react';
import { Link, useRoutes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../tests/render';
import { RouteError } from './RouteError';

function Crash(): never {
  throw new Error('screen bug');
}

/** Two areas, as in router.tsx: a crash in one leaves the other and the page around it. */
function Areas() {
  return (
    <>
      <nav>
        <Link to="/painel/ok">Outra tela</Link>
      </nav>
      {useRoutes([
        {
          element: <RouteError area="dashboard" />,
          children: [
            { path: '/painel/quebrada', element: <Crash /> },
            { path: '/painel/ok', element: <p>Tela do painel</p> },
          ],
        },
      ])}
    </>
  );
}

describe('RouteError', () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows 'Algo deu errado' in place of a crashed screen, names the area in the log, keeps the page around it", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(<Areas />, { route: '/painel/quebrada' });
    expect(await screen.findByRole('heading', { name: 'Algo deu errado' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recarregar' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar ao início' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Outra tela' })).toBeInTheDocument();
    expect(logged.mock.calls.some(([text]) => text === '[qrlink] dashboard crashed')).toBe(true);
  });

  it('tries again at another address', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const view = renderWithProviders(<Areas />, { route: '/painel/quebrada' });
    await screen.findByRole('heading', { name: 'Algo deu errado' });
    await view.user.click(screen.getByRole('link', { name: 'Outra tela' }));
    expect(await screen.findByText('Tela do painel')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Algo deu errado' })).toBeNull();
  });
});
