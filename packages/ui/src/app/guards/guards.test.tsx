import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../tests/render';
import { storeWithSession } from '../../../tests/session-store';
import { RedirectIfSignedIn } from './RedirectIfSignedIn';
import { RequireAdmin } from './RequireAdmin';
import { RequireUser } from './RequireUser';

const user = { id: 'u1', email: 'ana@example.com', fullName: 'Ana' };

function tree() {
  return (
    <Routes>
      <Route element={<RequireUser />}>
        <Route path="/dashboard/*" element={<p>área do usuário</p>} />
      </Route>
      <Route element={<RequireAdmin />}>
        <Route path="/admin/*" element={<p>área admin</p>} />
      </Route>
      <Route element={<RedirectIfSignedIn />}>
        <Route path="/login" element={<p>tela de login</p>} />
      </Route>
      <Route path="*" element={null} />
    </Routes>
  );
}

describe('route guards', () => {
  it('shows the loading texts while the session is being read', () => {
    renderWithProviders(tree(), {
      route: '/dashboard',
      store: storeWithSession({ status: 'loading' }),
    });
    expect(screen.getByText('Carregando sua experiência...')).toBeInTheDocument();
  });

  it('shows the admin loading text on /admin', () => {
    renderWithProviders(tree(), {
      route: '/admin',
      store: storeWithSession({ status: 'loading' }),
    });
    expect(screen.getByText('Verificando permissões...')).toBeInTheDocument();
  });

  it('sends anonymous visitors from /dashboard to /login, remembering where they were', () => {
    const view = renderWithProviders(tree(), {
      route: '/dashboard/my-qrs',
      store: storeWithSession({ status: 'anonymous' }),
    });
    expect(screen.getByText('tela de login')).toBeInTheDocument();
    expect(view.location()).toBe('/login?redirect=%2Fdashboard%2Fmy-qrs');
  });

  it('sends anonymous visitors from /admin to /login', () => {
    const view = renderWithProviders(tree(), {
      route: '/admin/clients',
      store: storeWithSession({ status: 'anonymous' }),
    });
    expect(view.location()).toMatch(/^\/login\?redirect=/);
  });

  it('sends a signed-in non-admin from /admin to /dashboard', () => {
    const view = renderWithProviders(tree(), {
      route: '/admin/clients',
      store: storeWithSession({ status: 'authenticated', user, role: 'user' }),
    });
    expect(screen.getByText('área do usuário')).toBeInTheDocument();
    expect(view.location()).toBe('/dashboard');
  });

  it('lets an admin into /admin', () => {
    renderWithProviders(tree(), {
      route: '/admin/clients',
      store: storeWithSession({ status: 'authenticated', user, role: 'admin' }),
    });
    expect(screen.getByText('área admin')).toBeInTheDocument();
  });

  it('sends a signed-in user away from /login to /dashboard, or to a safe ?redirect=', () => {
    const signedIn = storeWithSession({ status: 'authenticated', user, role: 'user' });
    const first = renderWithProviders(tree(), { route: '/login', store: signedIn });
    expect(first.location()).toBe('/dashboard');
    first.unmount();
    const second = renderWithProviders(tree(), {
      route: '/login?redirect=https://evil.example',
      store: signedIn,
    });
    expect(second.location()).toBe('/dashboard');
  });
});
