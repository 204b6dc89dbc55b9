/** The PGN tokenizer: text to headers, comments, variation brackets, NAGs, results and moves. */

import { PGN_COMMENT_MAX_LENGTH, PGN_MESSAGES } from '@kingside/shared';
import { PGN_RESULTS, PgnError } from './game.js';

/** Suffix annotations and the NAG each stands for (PGN standard 8.2.4, 10). */
const SUFFIX_NAGS: Record<string, number> = { '!': 1, '?': 2, '!!': 3, '??': 4, '!?': 5, '?!': 6 };

export type Token =
  | { kind: 'header'; name: string; value: string; line: number }
  | { kind: 'comment'; text: string; line: number }
  | { kind: 'open' | 'close'; line: number }
  | { kind: 'nag'; nag: number; line: number }
  | { kind: 'result'; result: string; line: number }
  | { kind: 'move'; san: string; line: number };

const SYMBOL = /[A-Za-z0-9_+#=:\-/]/;

/**
 * Comment text with runs of whitespace made single spaces, so line wrapping never changes it;
 * refused when longer than PGN_COMMENT_MAX_LENGTH.
 */
function readComment(text: string, line: number): string {
  const comment = text.replace(/\s+/g, ' ').trim();
  if (comment.length > PGN_COMMENT_MAX_LENGTH) {
    throw new PgnError(PGN_MESSAGES.commentTooLong(PGN_COMMENT_MAX_LENGTH), line);
  }
  return comment;
}

/** The tokens of a PGN text; movetext numbers and escape lines (%) are dropped. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  let line = 1;
  const n = text.length;
  while (i < n) {
    const c = text[i]!;
    if (c === '\n') {
      line++;
      i++;
      // A % in the first column escapes the whole line (PGN standard 6).
      if (text[i] === '%') while (i < n && text[i] !== '\n') i++;
      continue;
    }
    if (i === 0 && c === '%') {
      while (i < n && text[i] !== '\n') i++;
      continue;
    }
    if (/\s/.test(c) || c === '.') {
      i++;
      continue;
    }
    if (c === '[') {
      const end = readHeader(text, i, line);
      tokens.push({ kind: 'header', name: end.name, value: end.value, line });
      i = end.next;
      continue;
    }
    if (c === '{') {
      const close = text.indexOf('}', i + 1);
      if (close < 0) throw new PgnError('A comment { is never closed', line);
      const body = text.slice(i + 1, close);
      tokens.push({ kind: 'comment', text: readComment(body, line), line });
      line += body.split('\n').length - 1;
      i = close + 1;
      continue;
    }
    if (c === ';') {
      let end = text.indexOf('\n', i);
      if (end < 0) end = n;
      tokens.push({ kind: 'comment', text: readComment(text.slice(i + 1, end), line), line });
      i = end;
      continue;
    }
    if (c === '(' || c === ')') {
      tokens.push({ kind: c === '(' ? 'open' : 'close', line });
      i++;
      continue;
    }
    if (c === '$') {
      let j = i + 1;
      while (j < n && /\d/.test(text[j]!)) j++;
      if (j === i + 1) throw new PgnError('A $ is not followed by a number', line);
      tokens.push({ kind: 'nag', nag: Number(text.slice(i + 1, j)), line });
      i = j;
      continue;
    }
    if (c === '!' || c === '?') {
      let j = i;
      while (j < n && (text[j] === '!' || text[j] === '?')) j++;
      const nag = SUFFIX_NAGS[text.slice(i, j)];
      if (nag === undefined) throw new PgnError(`Unknown annotation ${text.slice(i, j)}`, line);
      tokens.push({ kind: 'nag', nag, line });
      i = j;
      continue;
    }
    if (SYMBOL.test(c)) {
      let j = i;
      while (j < n && SYMBOL.test(text[j]!)) j++;
      const symbol = text.slice(i, j);
      i = j;
      if ((PGN_RESULTS as readonly string[]).includes(symbol)) {
        tokens.push({ kind: 'result', result: symbol, line });
      } else if (!/^\d+$/.test(symbol)) {
        tokens.push({ kind: 'move', san: symbol, line });
      }
      continue;
    }
    if (c === '*') {
      tokens.push({ kind: 'result', result: '*', line });
      i++;
      continue;
    }
    throw new PgnError(`Unexpected character ${JSON.stringify(c)}`, line);
  }
  return tokens;
}

function readHeader(text: string, start: number, line: number) {
  const match = /^\[\s*([A-Za-z0-9_]+)\s*"/.exec(text.slice(start, start + 300));
  if (!match) throw new PgnError('A header must look like [Name "value"]', line);
  let i = start + match[0].length;
  let value = '';
  while (i < text.length && text[i] !== '"') {
    if (text[i] === '\n') throw new PgnError('A header value is never closed', line);
    if (text[i] === '\\' && (text[i + 1] === '"' || text[i + 1] === '\\')) i++;
    value += text[i];
    i++;
  }
  const close = /^"\s*\]/.exec(text.slice(i, i + 100));
  if (!close) throw new PgnError('A header value is never closed', line);
  return { name: match[1]!, value, next: i + close[0].length };
}
