import * as z from 'zod/mini';

/**
 * What the production server reads of the client build's manifests (server/hydrationChunks):
 * Vite's build manifest (dist/.vite/manifest.json, its chunks by key) and its SSR manifest
 * (dist/.vite/ssr-manifest.json, each source module's chunk and assets as URLs).
 */
export const buildManifestSchema = z.record(
  z.string(),
  z.object({ file: z.string(), imports: z.optional(z.array(z.string())) }),
);
export const ssrManifestSchema = z.record(z.string(), z.array(z.string()));

export type BuildManifest = z.infer<typeof buildManifestSchema>;
export type SsrManifest = z.infer<typeof ssrManifestSchema>;
