// The studio's controls are most of its render time: they are drawn again when what they edit
// changes, not when the editor around them re-renders for the session (components/
// StudioSections.tsx is memoised, and useStudio, useLogoState and QrEditor keep its props).
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../tests/render';
import { storeWithSession } from '../../../../tests/session-store';
import { sessionAtom } from '@/lib/session';
import { mockCanvas, TEST_USER } from '../shared/testing/test-helpers';
import type * as ContentSectionModule from './components/content/ContentSection';
import QrGeneratorPage from './QrGeneratorPage';

const drawn = { content: 0 };
vi.mock('./components/content/ContentSection', async (importOriginal) => {
  const real = await importOriginal<typeof ContentSectionModule>();
  return {
    ...real,
    ContentSection: (props: Parameters<typeof real.ContentSection>[0]) => {
      drawn.content += 1;
      return real.ContentSection(props);
    },
  };
});

describe('the studio’s controls', () => {
  beforeEach(() => {
    mockCanvas();
    drawn.content = 0;
  });
  afterEach(() => vi.restoreAllMocks());

  it('are not drawn again when the session is read, and are when the content changes', async () => {
    const store = storeWithSession({ status: 'loading' });
    const view = renderWithProviders(<QrGeneratorPage />, {
      route: '/tools/qr-code-generator',
      store,
    });
    const url = await screen.findByLabelText(/URL de destino/);
    const before = drawn.content;
    expect(before).toBeGreaterThan(0);

    act(() => store.set(sessionAtom, { status: 'anonymous' }));
    expect(await screen.findByRole('button', { name: /Salvar/ })).toBeEnabled();
    expect(drawn.content).toBe(before);

    // Signed in, the controls gain what needs the account (a user's templates): drawn again.
    act(() => store.set(sessionAtom, { status: 'authenticated', user: TEST_USER, role: 'user' }));
    const signedIn = drawn.content;
    expect(signedIn).toBeGreaterThan(before);

    await view.user.type(url, 'https://exemplo.com.br');
    expect(drawn.content).toBeGreaterThan(signedIn);
  });
});
