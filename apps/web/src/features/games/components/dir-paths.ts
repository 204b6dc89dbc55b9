/** A directory of the games library, with the directories directly inside it. */
export type DirNode = { path: string; name: string; children: DirNode[] };

/** The directory holding `path` ("/a/b" is in "/a", "/a" in "/"); "/" for "/". */
export function parentOf(path: string): string {
  const cut = path.lastIndexOf('/');
  return cut <= 0 ? '/' : path.slice(0, cut);
}

/** The last name of a path ("b" for "/a/b"); "/" for the top directory. */
export function baseName(path: string): string {
  return path === '/' ? '/' : path.slice(path.lastIndexOf('/') + 1);
}

/** `name` inside `dir` ("/" and "x" give "/x"). */
export function joinPath(dir: string, name: string): string {
  return dir === '/' ? `/${name}` : `${dir}/${name}`;
}

/** Whether `path` is `dir` or lies anywhere below it. */
export function isWithin(path: string, dir: string): boolean {
  return dir === '/' || path === dir || path.startsWith(`${dir}/`);
}

/**
 * The tree of directories from the server's flat list of paths, "/" at the top. A path whose
 * parent is missing from the list still gets it, so no directory is ever unreachable.
 */
export function buildDirTree(paths: readonly string[]): DirNode {
  const root: DirNode = { path: '/', name: '/', children: [] };
  const nodes = new Map<string, DirNode>([['/', root]]);
  const ensure = (path: string): DirNode => {
    const existing = nodes.get(path);
    if (existing) return existing;
    const node: DirNode = { path, name: baseName(path), children: [] };
    nodes.set(path, node);
    ensure(parentOf(path)).children.push(node);
    return node;
  };
  for (const path of [...paths].sort()) ensure(path);
  return root;
}
