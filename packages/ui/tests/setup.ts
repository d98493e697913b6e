import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import React from 'react';
import { afterEach, vi } from 'vitest';

// The ui project shares each worker between test files (isolate: false in vitest.config.ts):
// React, Mantine and the other packages are loaded once per worker, but the project's own
// modules are loaded afresh for every file, so each file's vi.mock replaces what it names and
// no file sees another's module state.
vi.resetModules();

// findBy*/waitFor give up after 1 s by default: on a busy machine (two cores shared with other
// runs) a first Mantine render alone can take that long. They return as soon as the condition
// holds, so a wider limit costs nothing when the machine is fast.
configure({ asyncUtilTimeout: 5000 });

// The test DOM (happy-dom) lacks some browser APIs Mantine relies on, or answers them from the
// test's window; these are inert, predictable stand-ins.
// getComputedStyle would run the whole cascade, and again for each ancestor's inherited values,
// and Testing Library calls it for every ancestor of every element a role or name query looks at
// (13,000 calls in the QR studio tests; under jsdom, 42% of their time). No stylesheet is loaded
// in these tests (Mantine's CSS is not imported; its injected variables decide nothing a test
// asks), so the answer comes from what matters without one: each element's inline style, the
// `hidden` attribute and the elements never rendered, with visibility and pointer-events
// inherited. A check over the whole project (under jsdom) found its answer and this agreeing on
// every call about display: none, visibility: hidden and pointer-events: none.
const NEVER_RENDERED = new Set([
  'HEAD',
  'SCRIPT',
  'STYLE',
  'TEMPLATE',
  'NOSCRIPT',
  'TITLE',
  'META',
  'LINK',
]);

/** The nearest inline value of an inherited property, on the element or an ancestor. */
function inherited(element: Element, property: 'visibility' | 'pointerEvents', initial: string) {
  for (let node: Element | null = element; node; node = node.parentElement) {
    const value = (node as HTMLElement).style?.[property];
    if (value) return value;
  }
  return initial;
}

window.getComputedStyle = (element: Element) => {
  const style = document.createElement('div').style;
  style.cssText = (element as HTMLElement).style?.cssText ?? '';
  if (!style.display && (element.hasAttribute('hidden') || NEVER_RENDERED.has(element.tagName))) {
    style.display = 'none';
  }
  style.visibility = inherited(element, 'visibility', 'visible');
  style.pointerEvents = inherited(element, 'pointerEvents', 'auto');
  return style;
};
// The system asks for less motion, as in the end-to-end runs: Mantine then opens and closes
// sections, menus and dialogs at once instead of through transitions. Every other query,
// min-width ones included, answers false: the window is a phone's.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: query.includes('prefers-reduced-motion: reduce'),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = () => {};
if (!document.fonts) {
  // Textarea autosize listens for web fonts finishing to load.
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
}
if (!window.IntersectionObserver) {
  window.IntersectionObserver = class {
    readonly root = null;
    readonly rootMargin = '';
    readonly thresholds = [];
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  } as unknown as typeof IntersectionObserver;
}

// No component test reaches a network: each mocks the data layer it uses. A request that
// escapes a mock fails at once, as a browser offline does, instead of trying localhost:3000
// (happy-dom's default page address), which answers only when a server happens to run there.
const offline = () => Promise.reject(new TypeError('Failed to fetch'));
window.fetch = offline as typeof fetch;
globalThis.fetch = offline as typeof fetch;

// React's development build records an owner stack for every element it creates (an Error
// with ten captured frames and a console.createTask), for its warnings' "created by" lines; it
// stops after 10,000 a second (`recentlyCreatedOwnerStacks`). Here that limit is reached from
// the start: warnings still print, with their component stacks, but elements are made without
// the capture, which was the largest single cost of these tests (jsx() alone, 2.1 of 16
// CPU-seconds of ShortLinkFormPage's). What renders, and when, is the same.
const reactInternals = (
  React as unknown as Record<string, { recentlyCreatedOwnerStacks?: number } | undefined>
).__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
if (reactInternals) {
  Object.defineProperty(reactInternals, 'recentlyCreatedOwnerStacks', {
    configurable: true,
    get: () => Number.POSITIVE_INFINITY,
    set: () => {},
  });
}

// Toasts live in a module-level store: empty it so one test's toasts never hide the next's.
afterEach(() => {
  cleanup();
  notifications.clean();
  notifications.cleanQueue();
});
