/**
 * Initials avatars for people without a photo (coaches today, members later): the initials of a
 * name on a colour chosen from the name, so each person keeps one colour and neighbours differ.
 * Every colour carries white text at 4.5:1 or more (WCAG AA for normal text).
 */
export const AVATAR_COLOURS = [
  '#1f5f8b',
  '#7a3e9d',
  '#2e6b30',
  '#a63c17',
  '#6d4c41',
  '#00695c',
  '#ad1457',
  '#4527a0',
  '#37474f',
  '#7d6100',
] as const;

/** Up to two initials: the first letters of the first and last words, upper case. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = [...words[0]!][0]!;
  const last = words.length > 1 ? [...words[words.length - 1]!][0]! : '';
  return (first + last).toLocaleUpperCase();
}

/** The same colour for the same name, spread over the palette. */
export function avatarColour(name: string): string {
  let hash = 0;
  for (const ch of name.trim().toLocaleLowerCase()) hash = (hash * 31 + ch.codePointAt(0)!) >>> 0;
  return AVATAR_COLOURS[hash % AVATAR_COLOURS.length]!;
}
