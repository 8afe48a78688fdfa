import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

// Pictures must not depend on timing: freeze animations, transitions and the caret.
const freeze = document.createElement('style');
freeze.textContent =
  '*,*::before,*::after{animation:none!important;transition:none!important;caret-color:transparent!important}';
document.head.append(freeze);

// Visual regression: every story that passed its own checks is compared with its committed
// baseline. A story opts out with `parameters: { visual: false }` (say why in the story).
afterEach(async (context) => {
  const storyId = (context.task.meta as { storyId?: string }).storyId;
  const story = (context as { story?: { parameters?: { visual?: boolean } } }).story;
  if (!storyId || story?.parameters?.visual === false) return;
  if (context.task.result?.state === 'fail') return;
  await document.fonts.ready;
  await expect(page).toMatchScreenshot(storyId);
});
