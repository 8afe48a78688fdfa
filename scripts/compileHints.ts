/**
 * V8's explicit compile hint (Chromium 136+; other engines read a comment): every function of a
 * file whose first line is this comment is compiled on a background thread while the file streams
 * in, instead of on the main thread the first time it is called. The first-load chunks
 * run nearly all of their code during the load and hydration, and compiled lazily they held the
 * home route's main thread for 100-200 ms at full speed (1,400 lazy compilations in a trace).
 */
import type { Plugin } from 'vite';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

type HintedChunk = { code: string; map: { mappings: string } | null };

/**
 * The chunk with the hint as its first line. A source map moves its mappings down one line
 * (a `;` per generated line), so what it names stays where it was.
 */
export function withCompileHint<T extends HintedChunk>(chunk: T): T {
  if (chunk.code.startsWith(COMPILE_HINT)) return chunk;
  chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
  if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
  return chunk;
}

/** The mappings of a source map file's text, one generated line further down. */
export function shiftSourceMapText(text: string): string {
  const map = JSON.parse(text) as { mappings?: unknown };
  if (typeof map.mappings !== 'string') return text;
  return JSON.stringify({ ...map, mappings: `;${map.mappings}` });
}

/** What a chunk is picked by: its name and the modules it holds. */
export type HintableChunk = { name: string; moduleIds: readonly string[] };

/**
 * Prepends the hint to the client chunks `hint` picks. Last of all: Vite writes its preload
 * helper above the code after the other hooks, and the hint must stay the first line. The hint
 * counts in the chunk's hash, so a file name never serves both forms.
 */
export function compileHints(hint: (chunk: HintableChunk) => boolean): Plugin {
  return {
    name: 'storefront:compile-hints',
    apply: 'build',
    enforce: 'post',
    augmentChunkHash(chunk) {
      if (this.environment.config.consumer === 'client' && hint(chunk)) return COMPILE_HINT;
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        if (this.environment.config.consumer !== 'client') return;
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk' || !hint(output)) continue;
          withCompileHint(output);
          const mapFile = bundle[`${output.fileName}.map`];
          if (mapFile?.type === 'asset') {
            const text =
              typeof mapFile.source === 'string'
                ? mapFile.source
                : new TextDecoder().decode(mapFile.source);
            mapFile.source = shiftSourceMapText(text);
          }
        }
      },
    },
  };
}
