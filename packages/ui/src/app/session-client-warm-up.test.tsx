import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../tests/render';
import { useSessionBootstrap } from './use-session-bootstrap';

// The start-up's script still on its way (a phone's network): it never arrives here.
vi.mock('./session-start', () => new Promise(() => {}));
const getSupabase = vi.hoisted(() => vi.fn(async () => ({})));
vi.mock('@qrlink/data/client', () => ({ getSupabase }));

function Probe() {
  useSessionBootstrap();
  return null;
}

describe('useSessionBootstrap', () => {
  it("starts loading the backend's client beside the start-up's script, not after it", async () => {
    renderWithProviders(<Probe />);
    await waitFor(() => expect(getSupabase).toHaveBeenCalledOnce());
  });
});
