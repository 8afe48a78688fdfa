import type { BrowserCommand } from 'vitest/node';
import '@vitest/browser-playwright';

/**
 * Presses and releases the mouse at the story frame's top-left corner (1 px in, so inside it
 * at any scale of the frame), where the test setup has
 * put a neutral element: the pointer leaves whatever the previous story hovered, and the last
 * input is a pointer, so the next programmatic focus draws no keyboard :focus-visible ring.
 * Raw mouse events (no locator, no actionability waits) keep this to a few milliseconds.
 */
export const resetPointer: BrowserCommand<[]> = async (context) => {
  if (context.provider.name !== 'playwright') throw new Error('resetPointer needs Playwright');
  const frame = await context.frame();
  const box = await (await frame.frameElement()).boundingBox();
  if (box === null) throw new Error('The story frame has no box');
  await context.page.mouse.move(box.x + 1, box.y + 1);
  await context.page.mouse.down();
  await context.page.mouse.up();
};
