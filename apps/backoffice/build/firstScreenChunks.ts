/**
 * The first signed-in screen's code in two chunks instead of sixty.
 *
 * Left to itself, the bundler splits what the orders screen needs at load into a chunk per set of screens that share
 * it: about sixty scripts and twenty style sheets, which queue on HTTP/1.1's six connections to the app's origin
 * after the list request has already left, and hold the rows back. Which modules those are is only known after
 * tree-shaking (the screens import the kit through its barrel, so the import graph alone names the whole kit), so a
 * first build of the same configuration, not written, reads them from its chunks. The second build merges them into
 * two groups:
 * - `signed-in`: what other screens (or the shell's layout, which every signed-in screen shows) use as well, so the
 *   next screen finds it cached;
 * - `<screen>-screen`: what only the first screen's group (and its own lazy parts) uses.
 * The sign-in screens' chunks, the entry's and the screen layer's stay as they are, so /login loads exactly what it
 * loaded before.
 */

/** The parts of a bundler's output chunk this reads (rolldown's and Rollup's `OutputChunk`). */
export interface BuiltChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
  imports: readonly string[];
  moduleIds: readonly string[];
}

export interface FirstScreenSources {
  /** The dynamic entry of the first screen's group (e.g. `…/src/screens/groups/orders.ts`). */
  screen: string;
  /** Dynamic entries that every signed-in screen loads with it (the shell's layout): their code counts as shared. */
  shared: readonly string[];
  /** Dynamic entries whose chunks load before the screen's and stay as they are (the sign-in group, the screen layer). */
  before: readonly string[];
  /** Dynamic entries under this folder belong to the first screen (its lazy parts); any other one is another screen. */
  screenFolder: string;
}

export interface FirstScreenModules {
  /** Modules the first screen loads at start that other screens use too. */
  shared: ReadonlySet<string>;
  /** Modules the first screen loads at start that no other screen uses. */
  screen: ReadonlySet<string>;
}

const isChunk = (item: { type: string }): item is BuiltChunk => item.type === 'chunk';

/** Splits the modules of the chunks the first screen loads at start (after the entry's) by who else uses them. */
export function firstScreenModules(
  output: readonly { type: string }[],
  { screen, shared, before, screenFolder }: FirstScreenSources,
): FirstScreenModules {
  const chunks = output.filter(isChunk);
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const chunkOf = (moduleId: string): BuiltChunk => {
    const found = chunks.find(
      (chunk) => chunk.facadeModuleId === moduleId || chunk.moduleIds.includes(moduleId),
    );
    if (!found) throw new Error(`firstScreenChunks: no chunk holds ${moduleId}`);
    return found;
  };
  // The chunks a chunk needs before it runs: itself and its static imports, transitively.
  const loadedWith = (starts: readonly BuiltChunk[]): Set<BuiltChunk> => {
    const seen = new Set<BuiltChunk>();
    const visit = (chunk: BuiltChunk) => {
      if (seen.has(chunk)) return;
      seen.add(chunk);
      for (const file of chunk.imports) {
        const imported = byFile.get(file);
        if (imported) visit(imported);
      }
    };
    starts.forEach(visit);
    return seen;
  };

  const earlier = loadedWith([...chunks.filter((chunk) => chunk.isEntry), ...before.map(chunkOf)]);
  const sharedChunks = loadedWith(shared.map(chunkOf));
  const otherScreens = loadedWith(
    chunks.filter(
      (chunk) =>
        chunk.isDynamicEntry &&
        chunk.facadeModuleId !== null &&
        chunk.facadeModuleId !== screen &&
        !shared.includes(chunk.facadeModuleId) &&
        !chunk.facadeModuleId.startsWith(screenFolder),
    ),
  );

  const sharedModules = new Set<string>();
  const screenModules = new Set<string>();
  for (const chunk of loadedWith([chunkOf(screen), ...sharedChunks])) {
    if (earlier.has(chunk)) continue;
    const target = sharedChunks.has(chunk) || otherScreens.has(chunk) ? sharedModules : screenModules;
    for (const moduleId of chunk.moduleIds) target.add(moduleId);
  }
  return { shared: sharedModules, screen: screenModules };
}
