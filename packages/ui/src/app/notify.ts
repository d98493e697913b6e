import { notifications } from '@mantine/notifications';
import { toAppError, type AppError } from '@qrlink/data/errors';

// Toasts with the spec's colours (red for destructive) and durations (docs/product.md §8).

export const toastDurations = {
  default: 5000,
  error: 6000,
  contactSent: 7000,
  accountDeletionError: 10_000,
} as const;

interface ToastOptions {
  autoClose?: number;
  id?: string;
}

function show(
  color: string,
  title: string,
  message: string | undefined,
  autoClose: number,
  id?: string,
) {
  notifications.show({
    color,
    title,
    message: message ?? '',
    autoClose,
    withBorder: true,
    ...(id ? { id } : {}),
  });
}

export const notify = {
  success(title: string, message?: string, options: ToastOptions = {}) {
    show('green', title, message, options.autoClose ?? toastDurations.default, options.id);
  },
  error(title: string, message?: string, options: ToastOptions = {}) {
    show('red', title, message, options.autoClose ?? toastDurations.error, options.id);
  },
  warning(title: string, message?: string, options: ToastOptions = {}) {
    show('yellow', title, message, options.autoClose ?? toastDurations.default, options.id);
  },
  info(title: string, message?: string, options: ToastOptions = {}) {
    show('blue', title, message, options.autoClose ?? toastDurations.default, options.id);
  },
  /** The destructive toast for a failure already mapped by packages/data. */
  appError(error: AppError, options: ToastOptions = {}) {
    show('red', error.title, error.message, options.autoClose ?? toastDurations.error, options.id);
  },
  /**
   * Any failure of an action. packages/data throws AppError with the action's pt-BR wording;
   * anything else (a bug, not a backend answer) still goes through its one mapper, so the person
   * sees the generic pt-BR error instead of nothing or raw text.
   */
  failure(error: unknown, options: ToastOptions = {}) {
    notify.appError(toAppError(error, { title: 'Erro' }), options);
  },
};

/** A toast's words, as screens usually hold them. */
export interface ToastText {
  title: string;
  message?: string;
  autoClose?: number;
}

export function notifySuccess({ title, message, autoClose }: ToastText) {
  notify.success(title, message, autoClose === undefined ? {} : { autoClose });
}

export function notifyError({ title, message, autoClose }: ToastText) {
  notify.error(title, message, autoClose === undefined ? {} : { autoClose });
}
