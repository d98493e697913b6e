import { screen } from '@testing-library/react';
import { useAtomValue } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../tests/render';
import { sessionAtom } from '@/lib/session';
import { useSessionBootstrap } from './use-session-bootstrap';

// The session's start-up loads once the page has hydrated (use-session-bootstrap.ts); here its
// script cannot load, as offline.
vi.mock('./session-start', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

function Probe() {
  useSessionBootstrap();
  return <p data-testid="session">{useAtomValue(sessionAtom).status}</p>;
}

describe('useSessionBootstrap without its start-up script', () => {
  it('treats the person as a visitor instead of loading forever', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderWithProviders(<Probe />);
    expect(await screen.findByText('anonymous')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('[qrlink] session start failed', expect.any(Error));
    warn.mockRestore();
  });
});
