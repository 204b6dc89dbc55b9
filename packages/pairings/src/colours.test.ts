import { describe, expect, it } from 'vitest';
import { allocateColours, colourConflict, wouldBeThirdInARow } from './colours.js';
import { dueColourOf } from './model.js';

const h = (history: string) =>
  [...history].map((c) => (c === 'x' ? '-' : c)) as ('W' | 'B' | '-')[];

// 29E3a as digested in §4.2: an unequal history is due the equalizing colour (strong), an equal
// one the opposite of the last game (mild), no games no colour; byes and forfeits (x) carry none.
describe('dueColourOf', () => {
  it.each([
    ['no games', '', null],
    ['only unplayed rounds', 'xx', null],
    ['one White', 'W', { colour: 'B', strength: 'equalization' }],
    ['White then Black', 'WB', { colour: 'W', strength: 'alternation' }],
    ['Black, White, then a bye', 'BWx', { colour: 'B', strength: 'alternation' }],
    ['two Whites and a Black', 'WWB', { colour: 'B', strength: 'equalization' }],
    ['a forfeit between two Blacks', 'BxB', { colour: 'W', strength: 'equalization' }],
  ])('%s gives %j', (_name, history, due) => {
    expect(dueColourOf(h(history as string))).toEqual(due);
  });
});

// 29E4 rules 1-5 with the digest's own examples (§4.4). The first history is the higher-ranked
// player's; `higher` is the colour he gets.
describe('allocateColours when both are due the same colour (29E4)', () => {
  it.each([
    ['rule 1: unequal beats equal (WBW gets B over BxW)', 'WBW', 'BxW', 'B', 1],
    ['rule 1, lower player unequal (BxW v WBW)', 'BxW', 'WBW', 'W', 1],
    ['rule 2: the larger imbalance wins (WWBW over xWBW)', 'xWBW', 'WWBW', 'W', 2],
    ['rule 3: each the opposite of his last (WWB gets W against WBW)', 'WBW', 'WWB', 'B', 3],
    ['rule 4: latest differing round (WBWB gets W over BWWB)', 'BWWB', 'WBWB', 'B', 4],
    ['rule 4 with an unplayed round (BWxBW gets W over BWBxW)', 'BWBxW', 'BWxBW', 'B', 4],
    ['rule 5: identical histories, the higher rank wins', 'BW', 'BW', 'B', 5],
  ])('%s', (_name, higher, lower, colour, step) => {
    const result = allocateColours({ history: h(higher) }, { history: h(lower) }, 'W');
    expect(result).toMatchObject({ higher: colour, step, rule: `29E4 rule ${step}` });
  });

  it('gives both players their due colours when they differ (29E3a)', () => {
    expect(allocateColours({ history: h('W') }, { history: h('B') }, 'W')).toMatchObject({
      higher: 'B',
      rule: '29E3a',
    });
  });

  it('gives the player without a due colour the other one (29E3a)', () => {
    expect(allocateColours({ history: h('') }, { history: h('WB') }, 'W')).toMatchObject({
      higher: 'B',
      rule: '29E3a',
    });
  });

  it('follows the toss when neither has a due colour (29E2)', () => {
    expect(allocateColours({ history: h('x') }, { history: h('') }, 'B').higher).toBe('B');
  });
});

describe('colourConflict', () => {
  it.each([
    ['different due colours', 'W', 'B', 0],
    ['one without a due colour', '', 'W', 0],
    ['an equalization miss (W v WBW: WBW gets B, W misses his B)', 'W', 'WBW', 2],
    ['an alternation miss (WB v WB)', 'WB', 'WB', 1],
    ['a miss that makes three in a row, counted as equalization (BBWW v xxxW)', 'BBWW', 'xxxW', 2],
  ])('%s: %s v %s scores %s', (_name, a, b, expected) => {
    expect(colourConflict({ history: h(a) }, { history: h(b) })).toBe(expected);
  });

  it('counts three in a row over unplayed rounds, which carry no colour (§9.10)', () => {
    expect(wouldBeThirdInARow(h('WxW'), 'W')).toBe(true);
    expect(wouldBeThirdInARow(h('WBW'), 'W')).toBe(false);
  });
});
