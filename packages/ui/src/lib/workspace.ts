// The workspace the dashboard works in (docs/product/teams.md, "The workspace switcher"): the
// one the account last chose on this device, else its personal one. Lists, forms, folders,
// tags, templates and analytics read it; a workspace the user no longer belongs to is dropped
// by the switcher once the list of their workspaces arrives.
import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { sessionAtom } from './session';

/** Per account (its id), the workspace chosen on this device. */
// Read at start (getOnInit), so the first lists already ask for the chosen workspace.
const chosenWorkspacesAtom = atomWithStorage<Record<string, string>>(
  'qrlink.workspace',
  {},
  undefined,
  { getOnInit: true },
);

/** The current workspace's id; undefined while signed out (or its personal one is unknown). */
export const currentWorkspaceIdAtom = atom(
  (get) => {
    const session = get(sessionAtom);
    if (session.status !== 'authenticated') return undefined;
    return get(chosenWorkspacesAtom)[session.user.id] ?? session.personalWorkspaceId;
  },
  /** Chooses a workspace for the signed-in account (null: back to the personal one). */
  (get, set, workspaceId: string | null) => {
    const session = get(sessionAtom);
    if (session.status !== 'authenticated') return;
    const { [session.user.id]: _previous, ...others } = get(chosenWorkspacesAtom);
    set(
      chosenWorkspacesAtom,
      workspaceId === null ? others : { ...others, [session.user.id]: workspaceId },
    );
  },
);
