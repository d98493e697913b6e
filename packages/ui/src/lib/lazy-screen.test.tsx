import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyScreen } from './lazy-screen';

const loadScreen = () => Promise.resolve({ default: () => <p>Tela pronta</p> });

describe('lazyScreen', () => {
  it('shows the fallback while a screen loads, as React.lazy does', async () => {
    const Screen = lazyScreen(loadScreen);
    render(
      <Suspense fallback={<p>Carregando</p>}>
        <Screen />
      </Suspense>,
    );
    expect(screen.getByText('Carregando')).toBeInTheDocument();
    expect(await screen.findByText('Tela pronta')).toBeInTheDocument();
  });

  it('renders a preloaded screen at once, without suspending even for a turn', async () => {
    const Screen = lazyScreen(loadScreen);
    await Screen.preload();
    render(
      <Suspense fallback={<p>Carregando</p>}>
        <Screen />
      </Suspense>,
    );
    expect(screen.getByText('Tela pronta')).toBeInTheDocument();
    expect(screen.queryByText('Carregando')).toBeNull();
  });
});
