// Test helpers for the tools' component tests: a jotai store with a known session.
import { notifications } from '@mantine/notifications';
import { createStore } from 'jotai';
import { vi } from 'vitest';
import { sessionAtom } from '../../../../app/session';

export const TEST_USER = { id: 'user-1', email: 'ana@exemplo.com.br', fullName: 'Ana Souza' };

export function sessionStore(signedIn: boolean) {
  const store = createStore();
  store.set(
    sessionAtom,
    signedIn ? { status: 'authenticated', user: TEST_USER, role: 'user' } : { status: 'anonymous' },
  );
  return store;
}

/** navigator.clipboard.writeText stand-in (jsdom has no clipboard). */
export function mockClipboard(impl: (text: string) => Promise<void> = async () => {}) {
  const writeText = vi.fn(impl);
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
  return writeText;
}

/** Mantine's toast store outlives a test's DOM; empty it so tests do not see older toasts. */
export function cleanNotifications() {
  notifications.clean();
}
