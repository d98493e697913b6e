// Folder and tag names (docs/product/organising.md, "Organising"): trimmed, not empty, at most 60
// and 40 characters, at most 20 tags on one item. The database checks them again.
import { z } from 'zod';
import { KEYS } from './messages';

export const FOLDER_NAME_MAX = 60;
export const TAG_NAME_MAX = 40;
export const TAGS_PER_ITEM_MAX = 20;

// Built on its first parse (z.lazy), not as the module loads: see docs/architecture.md,
// "The first pages a phone opens".
export const folderNameSchema = z.lazy(() =>
  z.string().trim().min(1, KEYS.folderNameRequired).max(FOLDER_NAME_MAX, KEYS.folderNameTooLong),
);

export const tagNameSchema = z.lazy(() =>
  z.string().trim().min(1, KEYS.tagNameRequired).max(TAG_NAME_MAX, KEYS.tagNameTooLong),
);
