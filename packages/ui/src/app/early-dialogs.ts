// Dialogs opened before their host has loaded. Screens open dialogs with Mantine's static API
// (`modals.openConfirmModal`), which dispatches a window event that the ModalsProvider in the
// lazily loaded DialogHost listens for; an event dispatched before that provider is mounted
// would be lost (a 'Excluir' tapped on a slow phone while the host's chunk still downloads did
// nothing). These listeners, added when the app starts, keep such events until the host
// replays them.
const OPENING_EVENTS = [
  'mantine-modals:openModal',
  'mantine-modals:openConfirmModal',
  'mantine-modals:openContextModal',
];

let held: Array<{ type: string; detail: unknown }> | null = null;

function hold(event: Event) {
  held?.push({ type: event.type, detail: (event as CustomEvent).detail });
}

/** Starts keeping the dialogs opened from now until releaseEarlyDialogs (once per page). */
export function holdEarlyDialogs(): void {
  if (held || typeof window === 'undefined') return;
  held = [];
  for (const type of OPENING_EVENTS) window.addEventListener(type, hold);
}

/** The host listens now: stop keeping dialogs and open the ones kept, in their order. */
export function releaseEarlyDialogs(): void {
  if (!held) return;
  for (const type of OPENING_EVENTS) window.removeEventListener(type, hold);
  const kept = held;
  held = null;
  for (const { type, detail } of kept) window.dispatchEvent(new CustomEvent(type, { detail }));
}
