/** What a chunk-grouping function may ask about the module graph (Rolldown's ChunkingContext). */
interface ModuleGraph {
  getModuleInfo(id: string): {
    importedIds: readonly string[];
    dynamicallyImportedIds: readonly string[];
  } | null;
}

/** A lazy screen a visitor without a session may see: its code is reachable logged out. */
const LOGGED_OUT_SCREEN = /src[\\/]app[\\/]routes[\\/](register|not-found)\.tsx$/;
/** The app's screens, layouts and guards: behind these lazy imports is logged-in code. */
const APP_SCREEN = /src[\\/]app[\\/]/;

function reach(graph: ModuleGraph, roots: readonly string[], follow: (id: string) => boolean) {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    stack.push(...info.importedIds, ...info.dynamicallyImportedIds.filter(follow));
  }
  return seen;
}

/**
 * A chunk-grouping function (vite.config.ts) that puts the logged-in first load's own
 * code in one chunk: every module the chrome and the home import, directly or not, that
 * no logged-out page can reach (those stay where the login page already loads them).
 * Over a slow phone's connections a first load fetched three dozen small files, each a
 * round trip; now it fetches this one. Other logged-in screens render inside the chrome,
 * so they load it anyway.
 */
export function loggedInShellChunk(entry: string, roots: readonly string[], name: string) {
  let shell: Set<string> | undefined;
  return (id: string, graph: ModuleGraph): string | null => {
    if (!shell) {
      const loggedOut = reach(
        graph,
        [entry],
        (target) => !APP_SCREEN.test(target) || LOGGED_OUT_SCREEN.test(target),
      );
      shell = new Set([...reach(graph, roots, () => false)].filter((m) => !loggedOut.has(m)));
    }
    return shell.has(id) ? name : null;
  };
}
