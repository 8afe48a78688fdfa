// Types for the parts of homeRoute.mjs (a plain Node script) that TypeScript tests import.
export type ManifestChunk = {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
};

/** Files only the embedded mock backend needs, by their built file name. */
export function mockOnlyFiles(manifest: Record<string, ManifestChunk>): Set<string>;
