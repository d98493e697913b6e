/**
 * Text Postgres can store. Its text type cannot hold U+0000, and a lone UTF-16 surrogate (half
 * of an emoji, as JSON's "\ud800" can carry) has no UTF-8 form: either makes the database refuse
 * the whole statement it arrives in. `\p{Cs}` in a `u` regex matches only unpaired surrogates
 * (a pair is read as one astral code point).
 */
const UNSTORABLE = /[\0\p{Cs}]/u;
const UNSTORABLE_ALL = /[\0\p{Cs}]/gu;

export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text);
}

/** The text with each NUL and lone surrogate replaced by U+FFFD (what a decoder shows for it). */
export function toStorableText(text: string): string {
  return isStorableText(text) ? text : text.replace(UNSTORABLE_ALL, '\uFFFD');
}
