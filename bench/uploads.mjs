// The largest uploads the caps allow, built the same way for every benchmark and the soak test
// (bench/pgn-upload.mjs, scripts/soak.mjs).
import { Chess } from 'chess.js';

/** A random legal game of exactly `plies` half-moves that does not end before them. */
function randomMovetext(plies) {
  for (;;) {
    const chess = new Chess();
    const moves = [];
    while (moves.length < plies && !chess.isGameOver()) {
      const legal = chess.moves();
      moves.push(chess.move(legal[Math.floor(Math.random() * legal.length)]).san);
    }
    if (moves.length === plies) {
      return moves.map((san, i) => (i % 2 === 0 ? `${i / 2 + 1}. ${san}` : san)).join(' ');
    }
  }
}

/**
 * The largest PGN upload the caps allow (`shared` is packages/shared's build): every game as long
 * as the half-move cap allows on average, padded with a comment to fill the length cap.
 */
export function largestPgnUpload(shared) {
  const GAMES = shared.PGN_UPLOAD_MAX_GAMES;
  const PLIES_PER_GAME = shared.PGN_UPLOAD_MAX_PLIES / GAMES;
  const MAX_LENGTH = shared.PGN_UPLOAD_MAX_LENGTH;
  // Replaying costs the same for repeated games, so 100 distinct ones are enough.
  const movetexts = Array.from({ length: 100 }, () => randomMovetext(PLIES_PER_GAME));
  const games = movetexts.map((movetext, i) =>
    [
      `[Event "Club championship"]`,
      `[Site "Kingside Chess Club"]`,
      `[Date "2026.03.${String((i % 28) + 1).padStart(2, '0')}"]`,
      `[Round "${i + 1}"]`,
      `[White "Member ${i}"]`,
      `[Black "Member ${i + 1}"]`,
      `[Result "*"]`,
      `[WhiteElo "${1200 + i}"]`,
      `[BlackElo "${1300 + i}"]`,
      `[TimeControl "5400+30"]`,
      '',
      `${movetext} *`,
    ].join('\n'),
  );
  const perGame = Math.floor(MAX_LENGTH / GAMES) - 2;
  const texts = Array.from({ length: GAMES }, (_, i) => {
    const game = games[i % games.length];
    const room = perGame - game.length - ' {} '.length;
    return room > 0 ? game.replace(/ \*$/, ` {${'a'.repeat(room)}} *`) : game;
  });
  return texts.join('\n\n');
}

/** The largest tournament entries CSV the caps allow: every row, each padded with a remark to fill the size cap. */
export function largestEntriesCsv(shared) {
  const cell = (v) => `"${String(v).replaceAll('"', '""')}"`;
  const line = (cells) => `${cells.map(cell).join(',')}\r\n`;
  const columns = shared.ENTRY_UPLOAD_COLUMNS;
  const rows = shared.ENTRY_UPLOAD_MAX_ROWS;
  const row = (i, remark) => {
    const cells = {
      Name: `Player Number ${i}`,
      'USCF ID': String(12_000_000 + i),
      'USCF Rating': String(400 + (i % 2000)),
      Section: ['Champ', 'U1600', 'U800'][i % 3],
      'Tournament fee': '$25.00',
      'Email Id': `player${i}@example.com`,
      'Bye Round': '2',
      Remark: remark,
      Received: 'Y',
      'Received Date': '5/1/2026',
      'Received Amount': '25',
      'Received From': 'Parent',
    };
    return line(columns.map((c) => cells[c] ?? ''));
  };
  const room = Math.floor(shared.ENTRY_UPLOAD_MAX_BYTES / rows) - row(rows, '').length - 1;
  let csv = line(columns);
  for (let i = 1; i <= rows; i++) csv += row(i, 'r'.repeat(room));
  if (Buffer.byteLength(csv) > shared.ENTRY_UPLOAD_MAX_BYTES) throw new Error('CSV too large');
  return csv;
}
