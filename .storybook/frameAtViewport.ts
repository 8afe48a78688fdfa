/**
 * Under Vitest, a story's viewport is set just before it renders, and the test frame takes its
 * new size a moment later (settledAfterResize in vitest.setup.ts waits for the same). On a busy
 * machine a story could render at the previous story's size and be resized after: its picture
 * would then show a layout its first render never had (a part that measures once, a carousel
 * placed for another width). So the render waits, a frame at a time, until the frame has the
 * size Vitest gave it (the runner's page holds it in two custom properties). Outside Vitest
 * (Storybook itself) it returns at once.
 */
const LONGEST_FRAMES = 120;

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/** The size the runner set for the frame, or null outside Vitest. */
function sizeSetByRunner(): [number, number] | null {
  if (!('__vitest_browser__' in globalThis) || window.parent === window) return null;
  const style = window.parent.document.body.style;
  const width = Number.parseFloat(style.getPropertyValue('--viewport-width'));
  const height = Number.parseFloat(style.getPropertyValue('--viewport-height'));
  return Number.isFinite(width) && Number.isFinite(height) ? [width, height] : null;
}

export async function frameAtViewport(): Promise<Record<string, never>> {
  for (let frame = 0; frame < LONGEST_FRAMES; frame += 1) {
    const size = sizeSetByRunner();
    if (size === null || (innerWidth === size[0] && innerHeight === size[1])) return {};
    await nextFrame();
  }
  throw new Error(
    `The test frame never took its viewport's size (${sizeSetByRunner()?.join('×')})`,
  );
}
