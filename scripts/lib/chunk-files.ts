import type { Rolldown } from 'vite';

const isStyleSheet = (id: string) => /\.css($|\?)/.test(id);

type ChunkInfo = Rolldown.OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

/**
 * The files a module of the app loads once the entry has run, read from the client build's
 * bundle: its chunk, what that chunk imports and their style sheets, minus what the app's HTML
 * already names (the entry's closure). Used by the boot script's landing files
 * (vite-early-reads-plugin.ts) and the server render's table (vite-ssr-plugin.ts).
 */
export function chunkFiles(bundle: Rolldown.OutputBundle, src: string) {
  const chunks = Object.values(bundle).filter((o): o is ChunkInfo => o.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (start: ChunkInfo[], dynamic?: Set<string>): Set<string> => {
    const seen = new Set<string>();
    const visit = (chunk: ChunkInfo | undefined) => {
      if (!chunk || seen.has(chunk.fileName)) return;
      // Following lazy imports, the entry's own are not the module's (they reach every screen).
      if (dynamic?.has(chunk.fileName)) return;
      seen.add(chunk.fileName);
      // A chunk of style sheets only is dropped after this hook (vite:css-post): its CSS stays.
      if (chunk.moduleIds.every(isStyleSheet)) seen.delete(chunk.fileName);
      for (const css of chunk.viteMetadata?.importedCss ?? []) seen.add(css);
      for (const file of chunk.imports) visit(byFile.get(file));
      if (dynamic) for (const file of chunk.dynamicImports) visit(byFile.get(file));
    };
    start.forEach(visit);
    return seen;
  };
  const named = closure(chunks.filter((chunk) => chunk.isEntry));
  const chunkOf = (module: string) => {
    const id = `${src}${module}`;
    const chunk = chunks.find((c) => c.moduleIds.includes(id));
    if (!chunk) throw new Error(`no chunk holds src/${module}`);
    return chunk;
  };
  const notNamed = (files: Set<string>) => [...files].filter((file) => !named.has(file));
  return {
    /** The modules' chunks, their static imports and their style sheets (`assets/…`). */
    files: (modules: string[]) => notNamed(closure(modules.map(chunkOf))),
    /**
     * The style sheets of everything the modules may draw, their lazy parts included (a server
     * render draws those at once: their rules must be in the page before it paints).
     */
    styleSheets: (modules: string[]) =>
      notNamed(closure(modules.map(chunkOf), named)).filter(isStyleSheet),
    /** Every module under `src/` the bundle holds. */
    modules: () =>
      chunks.flatMap((chunk) =>
        chunk.moduleIds.filter((id) => id.startsWith(src)).map((id) => id.slice(src.length)),
      ),
  };
}
