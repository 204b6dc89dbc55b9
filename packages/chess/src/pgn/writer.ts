/** The PGN writer: a game tree back to PGN export text that parsePgn reads as the same tree. */

import type { PgnGame, PgnMove } from './game.js';

const escapeHeader = (value: string) => value.replace(/\\/g, '\\\\').replace(/"/g, '\\"');

/**
 * Adds a comment word by word (a } cannot appear inside a {} comment, so it is written as ).
 * One push per word: spreading a long comment into one call would overflow the stack.
 */
function pushComment(atoms: string[], text: string): void {
  atoms.push('{');
  for (const word of text.replace(/}/g, ')').split(' ')) atoms.push(word);
  atoms.push('}');
}

function lineAtoms(line: PgnMove[], atoms: string[]): void {
  let needNumber = true;
  for (const move of line) {
    for (const c of move.commentsBefore) pushComment(atoms, c);
    if (move.color === 'w') atoms.push(`${move.moveNumber}.`);
    else if (needNumber || move.commentsBefore.length > 0) atoms.push(`${move.moveNumber}...`);
    atoms.push(move.san);
    for (const nag of move.nags) atoms.push(`$${nag}`);
    for (const c of move.commentsAfter) pushComment(atoms, c);
    for (const variation of move.variations) {
      atoms.push('(');
      lineAtoms(variation, atoms);
      atoms.push(')');
    }
    needNumber = move.commentsAfter.length > 0 || move.variations.length > 0;
  }
}

/** Writes a game as PGN export text: headers, a blank line, then movetext wrapped at 80 columns. */
export function writePgn(game: PgnGame): string {
  const header = game.headers.map((h) => `[${h.name} "${escapeHeader(h.value)}"]`).join('\n');
  const atoms: string[] = [];
  for (const c of game.comments) pushComment(atoms, c);
  lineAtoms(game.moves, atoms);
  atoms.push(game.result);

  const lines: string[] = [];
  let current = '';
  for (let k = 0; k < atoms.length; k++) {
    const atom = atoms[k]!;
    // No space after ( or before ), as PGN exporters write them.
    const glue = current === '' || current.endsWith('(') || atom === ')' ? '' : ' ';
    if (current !== '' && current.length + glue.length + atom.length > 79 && glue === ' ') {
      lines.push(current);
      current = atom;
    } else {
      current += glue + atom;
    }
  }
  if (current) lines.push(current);
  // A line starting with % would be read as an escape line.
  const movetext = lines.map((l) => (l.startsWith('%') ? ` ${l}` : l)).join('\n');
  return header ? `${header}\n\n${movetext}\n` : `${movetext}\n`;
}
