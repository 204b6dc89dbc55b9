import { describe, expect, it } from 'vitest';
import { buildDirTree, isWithin, joinPath, parentOf } from '@/features/games/components/dir-paths';

describe('directory paths', () => {
  it('builds the tree from a flat, unsorted list and fills in missing parents', () => {
    const tree = buildDirTree(['/', '/Tactics/Pins', '/Endgames', '/Tactics']);
    expect(tree.children.map((c) => c.path)).toEqual(['/Endgames', '/Tactics']);
    expect(tree.children[1]?.children.map((c) => c.name)).toEqual(['Pins']);

    const orphan = buildDirTree(['/a/b']);
    expect(orphan.children[0]?.path).toBe('/a');
    expect(orphan.children[0]?.children[0]?.path).toBe('/a/b');
  });

  it.each([
    ['/a/b', '/a'],
    ['/a', '/'],
    ['/', '/'],
  ])('says %s is inside %s', (path, parent) => {
    expect(parentOf(path)).toBe(parent);
  });

  it('joins names and tells a subdirectory from a look-alike sibling', () => {
    expect(joinPath('/', 'x')).toBe('/x');
    expect(joinPath('/a', 'x')).toBe('/a/x');
    expect(isWithin('/a/b', '/a')).toBe(true);
    expect(isWithin('/ab', '/a')).toBe(false);
  });
});
