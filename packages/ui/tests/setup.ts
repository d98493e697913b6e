import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor give up after 1 s by default: on a busy machine (two cores shared with other
// runs) a first Mantine render alone can take that long. They return as soon as the condition
// holds, so a wider limit costs nothing when the machine is fast.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks the browser APIs Mantine relies on; these are inert stand-ins.
const { getComputedStyle } = window;
window.getComputedStyle = (element: Element) => getComputedStyle(element);
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
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

// Toasts live in a module-level store: empty it so one test's toasts never hide the next's.
afterEach(() => {
  cleanup();
  notifications.clean();
  notifications.cleanQueue();
});
