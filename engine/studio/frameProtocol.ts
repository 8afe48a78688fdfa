/**
 * Messages between the studio and the storefront frames it previews (same origin only). The
 * frame says it is ready; the studio answers with the site document, and sends it again on every
 * valid edit. Checked with zod: a frame must never apply a message it does not understand.
 */
import { z } from 'zod';

export const STUDIO_MESSAGE_SOURCE = 'storefront-studio';
/** The query parameter that turns a storefront page into a studio preview frame. */
export const STUDIO_FRAME_PARAM = 'studioFrame';

export const FrameReadySchema = z.object({
  source: z.literal(STUDIO_MESSAGE_SOURCE),
  type: z.literal('ready'),
});

export const StudioConfigSchema = z.object({
  source: z.literal(STUDIO_MESSAGE_SOURCE),
  type: z.literal('config'),
  /** The raw site document (CMS setting names as keys), parsed by the frame like any payload. */
  document: z.unknown(),
});
export type StudioConfigMessage = z.output<typeof StudioConfigSchema>;

export const frameReady = (): z.output<typeof FrameReadySchema> => ({
  source: STUDIO_MESSAGE_SOURCE,
  type: 'ready',
});

export const studioConfig = (document: unknown): StudioConfigMessage => ({
  source: STUDIO_MESSAGE_SOURCE,
  type: 'config',
  document,
});
