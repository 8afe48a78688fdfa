/**
 * The studio's share link: the site and its edited document, deflated and base64url-encoded in
 * the URL hash, so a link reopens the studio on the same configuration without any server.
 * CompressionStream is built into browsers and Node; only the studio bundle imports this.
 */
import { z } from 'zod';

export const SHARE_HASH_KEY = 'doc';

const SharedSchema = z.object({ site: z.string(), document: z.unknown() });
export type Shared = z.output<typeof SharedSchema>;

async function pipe(bytes: Uint8Array, stream: CompressionStream | DecompressionStream) {
  const out = new Blob([bytes.slice()]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(out).arrayBuffer());
}

const toBase64Url = (bytes: Uint8Array) =>
  btoa(Array.from(bytes, (b) => String.fromCharCode(b)).join(''))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');

const fromBase64Url = (text: string) =>
  Uint8Array.from(atob(text.replaceAll('-', '+').replaceAll('_', '/')), (c) => c.charCodeAt(0));

export async function encodeShare(shared: Shared): Promise<string> {
  const json = new TextEncoder().encode(JSON.stringify(shared));
  return `${SHARE_HASH_KEY}=${toBase64Url(await pipe(json, new CompressionStream('deflate-raw')))}`;
}

/** The shared site and document of a hash, or null when it holds none or is damaged. */
export async function decodeShare(hash: string): Promise<Shared | null> {
  const value = new URLSearchParams(hash.replace(/^#/, '')).get(SHARE_HASH_KEY);
  if (value === null || value === '') return null;
  try {
    const json = await pipe(fromBase64Url(value), new DecompressionStream('deflate-raw'));
    const parsed = SharedSchema.safeParse(JSON.parse(new TextDecoder().decode(json)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
