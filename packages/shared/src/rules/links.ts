/**
 * Whether an address may be shown as a link or an image: an absolute http(s) URL, or a path on
 * this site ("/images/x.svg"). Anything else (javascript:, data:, vbscript:, a protocol-relative
 * "//host", a backslash trick, spaces or control characters) is refused, so stored content can
 * never run script or leave the site in disguise.
 */
export function isSafeLink(value: string): boolean {
  if (value.length === 0 || /[\s\\]/.test(value) || hasControlCharacter(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  // A host name (no user:password@ part to disguise the real host), an optional port, the rest.
  return /^https?:\/\/[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?(?::\d{1,5})?(?:[/?#].*)?$/i.test(value);
}

/** The message a form shows for an address isSafeLink refuses. */
export const SAFE_LINK_MESSAGE = 'Use an http:// or https:// address, or a path on this site.';

function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}
