import { describe, expect, it } from 'vitest';
import { emptySentence } from '@/components/editable-grid/server-paging';

describe('emptySentence', () => {
  const empty = 'No users yet. Add one with Add User.';

  it('says what the list holds and what to do when nothing is searched', () => {
    expect(emptySentence(empty, { search: '' })).toBe(empty);
    expect(emptySentence(empty, undefined)).toBe(empty);
  });

  it('says that nothing matched when a search found no rows', () => {
    expect(emptySentence(empty, { search: 'zz' })).toBe(
      'Nothing matches "zz". Try a shorter or different search.',
    );
  });
});
