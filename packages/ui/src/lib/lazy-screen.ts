import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type ScreenModule<P> = { default: ComponentType<P> };

/** A screen loaded on demand, which can also be loaded ahead (preload) by the page's path. */
export type LazyScreen<P> = LazyExoticComponent<ComponentType<P>> & {
  preload(): Promise<unknown>;
};

/**
 * React.lazy, plus `preload()`. Once preloaded, the screen renders at once, without suspending
 * even for a turn: React reads the module from a thenable that answers synchronously. That is
 * what hydrating a prerendered page needs (src/main.tsx in apps/web): a screen still loading
 * would hydrate later, after the session and the queries have moved on from what the HTML
 * shows, and no longer match it.
 */
export function lazyScreen<P>(load: () => Promise<ScreenModule<P>>): LazyScreen<P> {
  let loaded: ScreenModule<P> | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module;
      return module;
    });
  const Screen = lazy(() => {
    if (!loaded) return preload();
    const module = loaded;
    // A thenable that calls back at once: React marks the screen loaded before it looks.
    return { then: (resolve: (value: ScreenModule<P>) => void) => resolve(module) } as Promise<
      ScreenModule<P>
    >;
  });
  return Object.assign(Screen, { preload });
}
