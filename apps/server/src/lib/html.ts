import sanitize from 'sanitize-html';

/**
 * The one allow-list for HTML that admins write and others read (the emailer's messages,
 * tournament descriptions, pairings and standings): text formatting, lists, headings, tables
 * (with colspan and rowspan), links over http, https or mailto (always rel="noopener noreferrer")
 * and images over https. Scripts, styles, style attributes, event handlers, forms, frames and
 * `javascript:` or `data:` addresses are removed, their text kept where it is harmless. Relative
 * addresses (this site's own pages and uploads) stay.
 */
const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    'p',
    'br',
    'div',
    'span',
    'b',
    'strong',
    'i',
    'em',
    'u',
    's',
    'strike',
    'sub',
    'sup',
    'small',
    'a',
    'ul',
    'ol',
    'li',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'blockquote',
    'hr',
    'pre',
    'code',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'img',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // A link never reaches back into the page that opened it nor tells it where it came from.
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }),
  },
};

/** HTML reduced to the allow-list above (run on the server before anything is stored or sent). */
export function sanitizeHtml(html: string): string {
  return sanitize(html, OPTIONS).trim();
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  apos: "'",
  nbsp: ' ',
};

/**
 * A plain-text rendering of (sanitized) HTML for the text part of a mail: paragraphs and line
 * breaks become new lines, list items "- ", links "text (address)".
 */
export function htmlToText(html: string): string {
  const marked = html
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_m, href: string, text: string) =>
      text.replace(/<[^>]*>/g, '').trim() === href ? text : `${text} (${href})`,
    )
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li[^>]*>/gi, '\n- ')
    .replace(/<\/(p|div|h[1-6]|blockquote|pre|tr|ul|ol|table)>/gi, '\n\n')
    .replace(/<hr[^>]*>/gi, '\n----\n');
  const text = sanitize(marked, { allowedTags: [], allowedAttributes: {} });
  return text
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_m, name: string) => ENTITIES[name] ?? '')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Text as HTML: special characters escaped, new lines as <br>. */
export function textToHtml(text: string): string {
  return escapeHtml(text).replace(/\r?\n/g, '<br>\n');
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
