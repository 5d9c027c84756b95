// Cycles in the folder-level import graph. Two folders that import each other are one piece in disguise:
// neither can be understood, tested or moved alone. The nodes are feature folders (src/features/<f>), server
// modules (src/server/modules/<m>), the other folders of src/server (db, http, adapters…) and the top-level
// folders of src (lib, components, domain…). src/server is split one level further because app.ts wires the
// modules and the modules use db/ and http/: as one node, src/server would "cycle" with every module. A file
// that sits loose in src/ or src/server/ (app.ts, env.ts) is a node of its own.

export type Edge = { from: string; to: string };

/** The graph node a source file belongs to, or undefined outside src/. */
export function folderOf(path: string): string | undefined {
  const parts = path.split('/');
  if (parts[0] !== 'src' || parts.length < 2) return undefined;
  const depth = parts[1] === 'features' ? 3 : parts[1] === 'server' ? (parts[2] === 'modules' ? 4 : 3) : 2;
  return parts.slice(0, depth).join('/');
}

/** Strongly connected components of more than one node (Tarjan), each as a set of nodes. */
export function cyclicGroups(edges: Edge[]): Set<string>[] {
  const next = new Map<string, Set<string>>();
  for (const { from, to } of edges) {
    if (from === to) continue;
    if (!next.has(from)) next.set(from, new Set());
    next.get(from)?.add(to);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: Set<string>[] = [];
  const connect = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const to of next.get(node) ?? []) {
      if (!index.has(to)) {
        connect(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const group = new Set<string>();
    let member: string | undefined;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.add(member);
    } while (member !== node);
    if (group.size > 1) groups.push(group);
  };
  for (const node of next.keys()) if (!index.has(node)) connect(node);
  return groups;
}

/** The cycle an edge closes, by the shortest way back from `to` to `from` inside `group`: [from, to, …, from]. */
export function cycleThrough(edges: Edge[], group: Set<string>, from: string, to: string): string[] {
  const cameFrom = new Map<string, string>([[to, to]]);
  const queue = [to];
  while (queue.length > 0 && !cameFrom.has(from)) {
    const node = queue.shift()!;
    for (const e of edges) {
      if (e.from !== node || !group.has(e.to) || cameFrom.has(e.to)) continue;
      cameFrom.set(e.to, node);
      queue.push(e.to);
    }
  }
  if (!cameFrom.has(from)) return [from, to]; // not a cycle after all (cannot happen inside a group)
  const way = [from];
  while (way[0] !== to) way.unshift(cameFrom.get(way[0]!)!);
  return [from, ...way];
}
