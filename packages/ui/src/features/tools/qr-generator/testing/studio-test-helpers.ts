// Helpers for the studio's component tests: Mantine selects, the editor's sections.
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** The input (or textarea) a label names: a select's list of options carries the label too. */
export function fieldInput(label: string | RegExp): HTMLInputElement {
  const input = screen
    .getAllByLabelText(label)
    .find(
      (element): element is HTMLInputElement =>
        element.tagName === 'INPUT' || element.tagName === 'TEXTAREA',
    );
  if (!input) throw new Error(`no field labelled ${String(label)}`);
  return input;
}

export const selectInput = fieldInput;

/** Opens a Mantine Select and picks an option from its own list (no transition: reduced motion). */
export async function chooseOption(user: UserEvent, label: string, option: string) {
  const input = selectInput(label);
  await user.click(input);
  const listId = await waitFor(() => {
    const id = input.getAttribute('aria-controls');
    if (!id) throw new Error(`the list of ${label} did not open`);
    return id;
  });
  const list = document.getElementById(listId);
  if (!list) throw new Error(`no list for ${label}`);
  await user.click(within(list).getByRole('option', { name: option, hidden: true }));
}

/**
 * Opens a closed section of the editor (on phones, which the tests' matchMedia says the window
 * is, only 'Conteúdo' starts open).
 */
export async function openSection(user: UserEvent, title: string) {
  const control = screen.getByRole('button', { name: title });
  if (control.getAttribute('aria-expanded') !== 'true') await user.click(control);
}
