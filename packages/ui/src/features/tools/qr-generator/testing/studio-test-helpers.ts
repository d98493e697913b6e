// Helpers for the studio's component tests: its fields and choices, the editor's sections.
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** The field a label names (an input, a textarea or one of the studio's native selects). */
export function fieldInput(label: string | RegExp): Field {
  const field = screen
    .getAllByLabelText(label)
    .find(
      (element): element is Field =>
        element.tagName === 'INPUT' ||
        element.tagName === 'TEXTAREA' ||
        element.tagName === 'SELECT',
    );
  if (!field) throw new Error(`no field labelled ${String(label)}`);
  return field;
}

/** Picks an option of one of the studio's selects by the words it shows. */
export async function chooseOption(user: UserEvent, label: string, option: string) {
  const select = fieldInput(label);
  if (!(select instanceof HTMLSelectElement)) throw new Error(`${label} is not a select`);
  const match = [...select.options].find((candidate) => candidate.text === option);
  if (!match) throw new Error(`${label} has no option ${option}`);
  await user.selectOptions(select, match);
}

/**
 * Opens a closed section of the editor (on phones, which the tests' matchMedia says the window
 * is, only 'Conteúdo' starts open).
 */
export async function openSection(user: UserEvent, title: string) {
  const control = screen.getByRole('button', { name: title });
  if (control.getAttribute('aria-expanded') !== 'true') await user.click(control);
}
