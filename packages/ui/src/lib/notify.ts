import { notifications } from '@mantine/notifications';
import { GENERIC_ERROR_MESSAGE } from '@qrlink/data/generic-error-message';

// The one toast API of the app: notify.success / error / warning / info take the toast's words
// ({title, message}) as screens and packages/data hold them; notify.failure(error) shows any
// failure through data's single mapper. Colours and durations follow
// docs/product/calls-errors-and-constants.md, "Error texts".

export const toastDurations = {
  default: 5000,
  error: 6000,
  contactSent: 7000,
  accountDeletionError: 10_000,
} as const;

/** A toast's words, and optionally how long it stays. */
export interface ToastText {
  title: string;
  message?: string;
  autoClose?: number;
  /** A toast with the same id replaces the earlier one instead of stacking. */
  id?: string;
}

/** When each toast on screen was shown, so a page change can clear the older ones. */
const shownAt = new Map<string, number>();
let sequence = 0;

function show(color: string, text: ToastText, defaultDuration: number) {
  const id = text.id ?? `toast-${(sequence += 1)}`;
  shownAt.set(id, Date.now());
  notifications.show({
    id,
    onClose: () => shownAt.delete(id),
    color,
    title: text.title,
    message: text.message ?? '',
    autoClose: text.autoClose ?? defaultDuration,
    withBorder: true,
    closeButtonProps: { 'aria-label': 'Fechar notificação' },
  });
}

/** Hide the toasts shown more than `ms` ago (the previous screen's). */
export function dismissToastsOlderThan(ms: number): void {
  const cutoff = Date.now() - ms;
  for (const [id, at] of shownAt) {
    if (at < cutoff) {
      notifications.hide(id);
      shownAt.delete(id);
    }
  }
}

export const notify = {
  success: (text: ToastText) => show('green', text, toastDurations.default),
  error: (text: ToastText) => show('red', text, toastDurations.error),
  warning: (text: ToastText) => show('yellow', text, toastDurations.default),
  info: (text: ToastText) => show('blue', text, toastDurations.default),
  /**
   * Any failure of an action. packages/data throws AppError with the action's pt-BR wording;
   * anything else (a bug, not a backend answer) still goes through its one mapper, so the person
   * sees the generic pt-BR error instead of nothing or raw text. `title` names the action when
   * the error does not carry one of its own.
   */
  failure(error: unknown, options: Omit<ToastText, 'message'> = { title: 'Erro' }) {
    // The mapper (with the catalogue of validation texts) loads on the first failure: this
    // module is part of every page's first script, the mapper is not. Once loaded (the
    // session's start-up loads it too), the toast follows within a microtask.
    // If it cannot load (the network is gone), the action's title with the generic text.
    void import('@qrlink/data/errors').then(
      ({ toAppError }) => {
        const mapped = toAppError(error, { title: options.title });
        show(
          'red',
          { ...options, title: mapped.title, message: mapped.message },
          toastDurations.error,
        );
      },
      () => show('red', { ...options, message: GENERIC_ERROR_MESSAGE }, toastDurations.error),
    );
  },
};
