import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../tests/render';
import { storeWithSession } from '../../tests/session-store';
import { RequireUser } from '@/app/guards/RequireUser';
import { useSignOut } from './use-sign-out';

// The backend's end of it: the real sign-out call (loaded on demand by the hook) on a stand-in
// client.
const signOut = vi.hoisted(() => vi.fn(async () => ({ error: null })));
vi.mock('@qrlink/data/client', () => ({ getSupabase: async () => ({ auth: { signOut } }) }));

function SignOutButton() {
  const signOutNow = useSignOut();
  return (
    <button type="button" onClick={() => void signOutNow()}>
      Sair
    </button>
  );
}

describe('useSignOut', () => {
  it('leaves a guarded page for the landing, not for /login, then ends the session', async () => {
    const view = renderWithProviders(
      <Routes>
        <Route element={<RequireUser />}>
          <Route path="/dashboard/*" element={<SignOutButton />} />
        </Route>
        <Route path="/" element={<p>início</p>} />
        <Route path="*" element={<p>outra tela</p>} />
      </Routes>,
      {
        route: '/dashboard/my-qrs',
        store: storeWithSession({
          status: 'authenticated',
          user: { id: 'u1', email: 'ana@example.com', fullName: 'Ana' },
          role: 'user',
        }),
      },
    );
    await view.user.click(screen.getByRole('button', { name: 'Sair' }));
    expect(await screen.findByText('Logout realizado')).toBeInTheDocument();
    expect(signOut).toHaveBeenCalledOnce();
    expect(view.location()).toBe('/');
    expect(screen.getByText('início')).toBeInTheDocument();
  });
});
