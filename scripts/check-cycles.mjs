// Refuses import cycles in the apps' and packages' sources: `node scripts/check-cycles.mjs`.
//
// Reads every static `import ... from` and `export ... from` (type-only ones too: a cycle of
// types is still two files that cannot be understood apart) with TypeScript's parser, resolves
// the relative ones and the web app's `@/` alias to files, and prints each set of files that
// import each other in a loop, with one loop spelled out. A dynamic `import()` is not followed:
// it is how code loads something late on purpose.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.mjs'];

/** The source folders checked, each with the import aliases it resolves (prefix to folder). */
const sourceRoots = [
  { dir: 'apps/server/src', aliases: {} },
  { dir: 'apps/web/src', aliases: { '@/': 'apps/web/src/' } },
  ...fs
    .readdirSync(path.join(ROOT, 'packages'), { withFileTypes: true })
    .filter(
      (entry) =>
        entry.isDirectory() && fs.existsSync(path.join(ROOT, 'packages', entry.name, 'src')),
    )
    .map((entry) => ({ dir: `packages/${entry.name}/src`, aliases: {} })),
];

function listSources(dir) {
  const files = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...listSources(full));
    else if (EXTENSIONS.some((ext) => entry.name.endsWith(ext)) && !entry.name.endsWith('.d.ts'))
      files.push(full);
  }
  return files;
}

/** The file a specifier names: `./a.js` may be `a.ts` or `a.tsx`; `./dir` may be its index. */
function resolve(fromFile, specifier, aliases) {
  let base;
  if (specifier.startsWith('./') || specifier.startsWith('../')) {
    base = path.resolve(path.dirname(fromFile), specifier);
  } else {
    const alias = Object.keys(aliases).find((prefix) => specifier.startsWith(prefix));
    if (!alias) return null;
    base = path.join(ROOT, aliases[alias], specifier.slice(alias.length));
  }
  const stem = base.replace(/\.(m?js|jsx)$/, '');
  const candidates = [
    base,
    ...EXTENSIONS.map((ext) => stem + ext),
    ...EXTENSIONS.map((ext) => path.join(base, `index${ext}`)),
  ];
  return candidates.find((file) => fs.existsSync(file) && fs.statSync(file).isFile()) ?? null;
}

function importsOf(file) {
  const text = fs.readFileSync(file, 'utf8');
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const specifiers = [];
  for (const statement of source.statements) {
    if (
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
    ) {
      specifiers.push(statement.moduleSpecifier.text);
    }
  }
  return specifiers;
}

const graph = new Map();
for (const { dir, aliases } of sourceRoots) {
  for (const file of listSources(path.join(ROOT, dir))) {
    const targets = new Set();
    for (const specifier of importsOf(file)) {
      const target = resolve(file, specifier, aliases);
      if (target) targets.add(target);
    }
    graph.set(file, [...targets]);
  }
}

/** Tarjan's strongly connected components: each component of two or more files is a cycle. */
function findCycles() {
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  function visit(file) {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file), low.get(target)));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file), index.get(target)));
      }
    }
    if (low.get(file) === index.get(file)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== file);
      const selfImport = (graph.get(file) ?? []).includes(file);
      if (component.length > 1 || selfImport) components.push(component);
    }
  }
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return components;
}

/** One loop through a component, from its first file back to it, for the message. */
function loopThrough(component) {
  const members = new Set(component);
  const start = [...component].sort()[0];
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    for (const target of graph.get(file) ?? []) {
      if (target === start) {
        const loop = [start];
        for (let at = file; at !== start; at = previous.get(at)) loop.splice(1, 0, at);
        return [...loop, start];
      }
      if (members.has(target) && !previous.has(target)) {
        previous.set(target, file);
        queue.push(target);
      }
    }
  }
  return [start, start];
}

const relative = (file) => path.relative(ROOT, file);
const cycles = findCycles();
if (cycles.length === 0) {
  console.log(`No import cycles in ${sourceRoots.map((root) => root.dir).join(', ')}.`);
} else {
  console.error(
    `${cycles.length} import cycle(s). Break each loop: move what the files share into a file that\n` +
      'they both import, or let the lower one stop importing the higher one.\n',
  );
  for (const component of cycles) {
    console.error(`${component.length} file(s) import each other:`);
    for (const file of component.map(relative).sort()) console.error(`  ${file}`);
    console.error(`  for example: ${loopThrough(component).map(relative).join('\n    -> ')}\n`);
  }
  process.exitCode = 1;
}
