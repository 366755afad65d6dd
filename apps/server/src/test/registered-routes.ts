/** A route the app registered: one method and its full path pattern (`/api/games/:id`). */
export interface RegisteredRoute {
  method: string;
  path: string;
}

/** Full paths and methods of `app.printRoutes()` (a radix tree: each line adds to its parent's path). */
export function routesOfPrintedTree(tree: string): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  const segments: string[] = [];
  for (const line of tree.split('\n')) {
    const branch = line.search(/[├└]── /);
    if (branch === -1) continue;
    const depth = branch / 4;
    const [, segment, methods] = /^(\S+)(?: \(([^)]+)\))?$/.exec(line.slice(branch + 4).trim()) ?? [];
    if (!segment) throw new Error(`unexpected route line: ${line}`);
    segments.length = depth;
    segments[depth] = segment;
    for (const method of methods?.split(', ') ?? []) routes.push({ method, path: segments.join('') });
  }
  return routes;
}
