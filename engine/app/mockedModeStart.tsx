import { createRoot } from 'react-dom/client';
import type { ComponentType } from 'react';
import { MockStartFailed } from './MockStartFailed';
import { MOCK_START_DEADLINE_MS, startWithin } from './mockStart';
import { mockStartProblem } from './mockStartProblem';
import { PreviewToolbar, startMockedMode } from './mockedMode';
import type { PreviewControls } from '../site/previewControls';

export type MockedModeStarted = {
  preview: PreviewControls;
  Toolbar: ComponentType<{ preview: PreviewControls }>;
};

/**
 * Starts the in-browser mock backend (MSW) within its deadline. When the browser refuses a
 * service worker, the page says what is wrong and what to do instead of staying blank, and the
 * answer is null: the storefront does not start. All of it comes with the mocked mode's chunk,
 * so a deployment with a real API never downloads it.
 */
export async function startMockedModeOrExplain(
  container: HTMLElement,
): Promise<MockedModeStarted | null> {
  const started = await startWithin(startMockedMode(), MOCK_START_DEADLINE_MS);
  if (started.ok) return { preview: started.value, Toolbar: PreviewToolbar };
  const facts = {
    isSecureContext: window.isSecureContext,
    hasServiceWorker: 'serviceWorker' in navigator,
  };
  createRoot(container).render(
    <MockStartFailed problem={mockStartProblem(started.error, facts)} />,
  );
  return null;
}
