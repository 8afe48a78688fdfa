/**
 * Messages between the studio and the storefront frames it previews (same origin only). The
 * frame says it is ready; the studio answers with the site document, the texts the editor
 * controls and the previewed shopper's session, and sends them again on every valid edit; the frame reports which of those texts
 * overflow their box at its width. Checked with zod on both sides: neither applies a message it
 * does not understand.
 */
import { z } from 'zod';

export const STUDIO_MESSAGE_SOURCE = 'storefront-studio';

export const FrameReadySchema = z.object({
  source: z.literal(STUDIO_MESSAGE_SOURCE),
  type: z.literal('ready'),
});

/** Bounds for what a frame accepts: a site has a few hundred texts, each a line or a paragraph. */
const SettingPathSchema = z.string().min(1).max(300);
const MAX_TEXTS = 2000;
/** A session handle is a few dozen characters (server/sessionCookie.ts); a backend's own token more. */
const MAX_SESSION_LENGTH = 4096;

/** A text the editor controls, at its setting path (`headerWidgetCmsData.links[0].label`). */
export const PreviewTextSchema = z.object({
  path: SettingPathSchema,
  text: z.string().min(1).max(10_000),
});
export type PreviewText = z.output<typeof PreviewTextSchema>;

export const StudioConfigSchema = z.object({
  source: z.literal(STUDIO_MESSAGE_SOURCE),
  type: z.literal('config'),
  /** The raw site document (CMS setting names as keys), parsed by the frame like any payload. */
  document: z.unknown(),
  /** The texts whose boxes the frame measures. */
  texts: z.array(PreviewTextSchema).max(MAX_TEXTS),
  /** The signed-in shopper's session (previewSession.ts); null previews a guest. */
  session: z.string().min(1).max(MAX_SESSION_LENGTH).nullable(),
});

/** The frame's answer after each render settles: every editor text that overflows at `width`. */
export const FrameOverflowSchema = z.object({
  source: z.literal(STUDIO_MESSAGE_SOURCE),
  type: z.literal('overflow'),
  width: z.number().int().positive().max(10_000),
  paths: z.array(SettingPathSchema).max(MAX_TEXTS),
});
export type FrameOverflowMessage = z.output<typeof FrameOverflowSchema>;
export type StudioConfigMessage = z.output<typeof StudioConfigSchema>;

export const frameReady = (): z.output<typeof FrameReadySchema> => ({
  source: STUDIO_MESSAGE_SOURCE,
  type: 'ready',
});

export const studioConfig = (
  document: unknown,
  texts: readonly PreviewText[],
  session: string | null,
): StudioConfigMessage => ({
  source: STUDIO_MESSAGE_SOURCE,
  type: 'config',
  document,
  texts: [...texts],
  session,
});

export const frameOverflow = (width: number, paths: readonly string[]): FrameOverflowMessage => ({
  source: STUDIO_MESSAGE_SOURCE,
  type: 'overflow',
  width,
  paths: [...paths],
});
