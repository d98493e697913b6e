import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DeferredSection, deferredPart, preloadDeferredParts } from './deferred-part';

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

const Part = ({ label }: { label: string }) => <button type="button">{label}</button>;

describe('DeferredSection', () => {
  it('shows its fallback, inert, until the part is in, then the part, no longer inert', async () => {
    const load = deferred<{ default: typeof Part }>();
    const Lazy = deferredPart(() => load.promise);
    const { container } = render(
      <DeferredSection fallback={<p>Carregando</p>}>
        <Lazy label="Parte" />
      </DeferredSection>,
    );
    expect(screen.getByText('Carregando')).toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('inert');

    await act(async () => load.resolve({ default: Part }));
    expect(screen.getByRole('button', { name: 'Parte' })).toBeInTheDocument();
    expect(container.firstElementChild).not.toHaveAttribute('inert');
  });

  it('keeps the HTML of a part whose code arrives after the page hydrated', async () => {
    // The prerender's side: every declared part loaded, the page written with them in place.
    const ServerPart = deferredPart(async () => ({ default: Part }));
    await preloadDeferredParts();
    const html = renderToString(
      <DeferredSection fallback={<p>Carregando</p>}>
        <ServerPart label="Parte" />
      </DeferredSection>,
    );
    expect(html).toContain('Parte');
    expect(html).toContain('inert');

    // The browser's side: the same page, the part's code not in yet.
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const button = container.querySelector('button');
    const load = deferred<{ default: typeof Part }>();
    const Lazy = deferredPart(() => load.promise);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(
        container,
        <DeferredSection fallback={<p>Carregando</p>}>
          <Lazy label="Parte" />
        </DeferredSection>,
        { onRecoverableError: (error) => errors.push(error) },
      );
    });
    // Hydrated around the part: its HTML stays as it was, inert, not the fallback.
    expect(container.querySelector('button')).toBe(button);
    expect(container.textContent).not.toContain('Carregando');
    expect(container.firstElementChild).toHaveAttribute('inert');

    await act(async () => load.resolve({ default: Part }));
    expect(container.querySelector('button')).toBe(button);
    expect(container.firstElementChild).not.toHaveAttribute('inert');
    expect(errors).toEqual([]);
    container.remove();
  });
});
