import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBridge } from '@/lib/platform/testing/fake-bridge';
import { setPlatform } from '@/lib/platform/platform';
import { webPlatform } from '@/lib/platform/web-platform';
import { DesktopShell } from './DesktopShell';
import { resolveBackend } from './resolve-backend';

describe('the desktop shell', () => {
  afterEach(() => {
    setPlatform(webPlatform);
    vi.unstubAllGlobals();
  });

  it('asks for the backend on first launch, remembers it by origin, then reloads', async () => {
    const bridge = fakeBridge();
    const reload = vi.fn();
    const user = userEvent.setup();
    render(<DesktopShell bridge={bridge} reload={reload} />);
    expect(await screen.findByRole('heading', { name: 'Conectar o QR Link' })).toBeInTheDocument();
    const address = screen.getByLabelText(/Endereço do servidor/);
    // Pasted (one input event), not typed: typing both addresses meant about 50 keystrokes, each
    // a render of the form, and took over 5 s on a busy machine.
    await user.clear(address);
    await user.paste('http://192.168.0.10:3000');
    await user.click(screen.getByRole('button', { name: 'Conectar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('http:// somente para localhost');
    expect(bridge.setBackend).not.toHaveBeenCalled();
    await user.clear(address);
    await user.paste('http://localhost:3000/painel');
    await user.click(screen.getByRole('button', { name: 'Conectar' }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(bridge.setBackend).toHaveBeenCalledWith({
      kind: 'self-hosted',
      serverUrl: 'http://localhost:3000',
    });
  });

  it('brings the setup back with the reason when the remembered server does not answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('no', { status: 502 })),
    );
    const bridge = fakeBridge({
      getBackend: vi.fn(async () => ({
        kind: 'self-hosted' as const,
        serverUrl: 'http://localhost:3999',
      })),
    });
    render(<DesktopShell bridge={bridge} reload={vi.fn()} />);
    expect(
      await screen.findByText(/O servidor http:\/\/localhost:3999 não respondeu/),
    ).toBeInTheDocument();
  });

  it('reads the self-hosted server configuration and a Supabase project as given', async () => {
    const fetchImpl = vi.fn(async () =>
      Response.json({ supabaseAnonKey: 'anon', publicUrl: 'https://qr.loja.com.br/' }),
    );
    const selfHosted = await resolveBackend(
      { kind: 'self-hosted', serverUrl: 'http://localhost:3000' },
      fetchImpl,
    );
    expect(fetchImpl).toHaveBeenCalledWith(
      'http://localhost:3000/app-config.json',
      expect.anything(),
    );
    expect(selfHosted.config.supabaseUrl).toBe('http://localhost:3000');
    expect(selfHosted.publicOrigin).toBe('https://qr.loja.com.br');
    const hosted = await resolveBackend({
      kind: 'supabase',
      supabaseUrl: 'https://abc.supabase.co',
      anonKey: 'k',
      publicUrl: 'https://qr.loja.com.br',
    });
    expect(hosted).toEqual({
      config: {
        supabaseUrl: 'https://abc.supabase.co',
        supabaseAnonKey: 'k',
        publicUrl: 'https://qr.loja.com.br',
      },
      publicOrigin: 'https://qr.loja.com.br',
    });
  });
});
