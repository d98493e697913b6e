/**
 * Leave the app for an address outside it (the payment provider's checkout). One place, so the
 * screens' tests can watch it and the desktop shell can open it in the system browser.
 */
export function leaveAppTo(url: string): void {
  window.location.assign(url);
}
