/**
 * The project's import graph, read the way the compilers read it: TypeScript's own pre-processor
 * lists a file's imports (static, type-only, side-effect, `export … from`, dynamic `import()`;
 * comments and strings ignored), and Vue's SFC parser hands it the `<script>` blocks of a `.vue`
 * file. Only relative imports are followed (the project has no path aliases); each resolves to the
 * `.ts`/`.vue` file or `index.ts` it names. Shared by the layers and the cycles tests.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { parse as parseSfc } from 'vue/compiler-sfc';

export const ROOT = path.resolve(__dirname, '../..');

/** Every `.ts` and `.vue` source under `dir` (absolute), tests included, declaration files not. */
export function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      if (name !== 'node_modules') out.push(...sourceFiles(full));
    } else if (/\.(ts|vue)$/.test(name) && !name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

/** The script a compiler sees in a file: a `.vue` file's `<script>` and `<script setup>` blocks. */
function scriptOf(file: string): string {
  const text = readFileSync(file, 'utf8');
  if (!file.endsWith('.vue')) return text;
  const { descriptor } = parseSfc(text, { filename: file });
  return [descriptor.script?.content ?? '', descriptor.scriptSetup?.content ?? ''].join('\n');
}

/**
 * `import.meta.glob` is Vite's, not the compiler's: its modules are not listed above. Raw text
 * (`?raw`, a test reading sources) imports no module; any other glob would hide edges from the
 * cycle check, so it is reported rather than silently skipped.
 */
function unfollowedGlobs(script: string): string[] {
  return [...script.matchAll(/import\.meta\.glob\(([^)]*)\)/g)].map((m) => m[1]!).filter((args) => !/query:\s*['"]\?raw['"]/.test(args));
}

/** Every import specifier a file's script names, in order. */
export function specifiersOf(file: string): string[] {
  const script = scriptOf(file);
  const globs = unfollowedGlobs(script);
  if (globs.length > 0) throw new Error(`${path.relative(ROOT, file)}: import.meta.glob(${globs[0]}) loads modules the import graph cannot see; list them or teach test/architecture/import-graph.ts`);
  return ts.preProcessFile(script, true, true).importedFiles.map((f) => f.fileName);
}

/** A relative specifier as a root-relative path, before the file is looked up (`renderer/src/api/client`). */
export function relativeTargets(file: string): string[] {
  return specifiersOf(file)
    .filter((s) => s.startsWith('.'))
    .map((s) => path.relative(ROOT, path.resolve(path.dirname(file), s)));
}

/** The source file a relative specifier names (absolute), or null when it is not a `.ts`/`.vue` source (JSON, CSS…). */
export function resolveImport(from: string, spec: string): string | null {
  const base = path.resolve(path.dirname(from), spec);
  const candidates = [base, `${base}.ts`, `${base}.vue`, path.join(base, 'index.ts')];
  if (base.endsWith('.js')) candidates.push(`${base.slice(0, -3)}.ts`);
  return candidates.find((c) => /\.(ts|vue)$/.test(c) && existsSync(c) && statSync(c).isFile()) ?? null;
}

/** file → the files it imports, over every source under `dirs` (root-relative). Edges leaving `dirs` are kept out. */
export function importGraph(dirs: readonly string[], root = ROOT): Map<string, string[]> {
  const files = dirs.flatMap((d) => sourceFiles(path.join(root, d)));
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets = specifiersOf(file)
      .filter((s) => s.startsWith('.'))
      .map((s) => resolveImport(file, s))
      .filter((t): t is string => t !== null && t !== file && known.has(t));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** A knot of files that import each other (a strongly connected component), and one circle through it. */
export interface Knot {
  files: string[];
  /** `a → b → … → a`, so a failure names an import to cut, not only a heap of files. */
  circle: string[];
}

/** The import circles of a graph: each strongly connected component of more than one file (Tarjan's algorithm). */
export function importCycles(graph: ReadonlyMap<string, readonly string[]>): Knot[] {
  let index = 0;
  const stack: string[] = [];
  const onStack = new Set<string>();
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const components: string[][] = [];
  // Iterative, so a long chain of imports cannot overflow the stack.
  for (const root of graph.keys()) {
    if (order.has(root)) continue;
    const work: { node: string; next: number }[] = [{ node: root, next: 0 }];
    order.set(root, index);
    low.set(root, index++);
    stack.push(root);
    onStack.add(root);
    while (work.length > 0) {
      const top = work[work.length - 1]!;
      const edges = graph.get(top.node) ?? [];
      if (top.next < edges.length) {
        const w = edges[top.next++]!;
        if (!order.has(w)) {
          order.set(w, index);
          low.set(w, index++);
          stack.push(w);
          onStack.add(w);
          work.push({ node: w, next: 0 });
        } else if (onStack.has(w)) low.set(top.node, Math.min(low.get(top.node)!, order.get(w)!));
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1]!.node;
        low.set(parent, Math.min(low.get(parent)!, low.get(top.node)!));
      }
      if (low.get(top.node) === order.get(top.node)) {
        const component: string[] = [];
        let w: string;
        do {
          w = stack.pop()!;
          onStack.delete(w);
          component.push(w);
        } while (w !== top.node);
        if (component.length > 1) components.push(component);
      }
    }
  }
  return components.map((files) => ({ files, circle: circleThrough(graph, new Set(files)) }));
}

/** One circle inside a strongly connected component: breadth-first from its first file back to it. */
function circleThrough(graph: ReadonlyMap<string, readonly string[]>, members: ReadonlySet<string>): string[] {
  const start = [...members].sort()[0]!;
  const parent = new Map<string, string>();
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    const v = queue[i]!;
    for (const w of graph.get(v) ?? []) {
      if (!members.has(w)) continue;
      if (w === start) {
        const path = [start];
        for (let u = v; u !== start; u = parent.get(u)!) path.splice(1, 0, u);
        return [...path, start];
      }
      if (!parent.has(w)) {
        parent.set(w, v);
        queue.push(w);
      }
    }
  }
  return [...members];
}
