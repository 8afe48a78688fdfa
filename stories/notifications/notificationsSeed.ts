import { createMockBackend } from '../../fixtures/mocks/backend';
import { DEMO_SESSION_TOKEN, openDemoSession } from '../../fixtures/mocks/demoSession';
import { fixedHandler } from '../../fixtures/mocks/handlers';

export const STORY_TOKEN = DEMO_SESSION_TOKEN;

function demoBackend() {
  const backend = createMockBackend();
  openDemoSession(backend.state, STORY_TOKEN);
  return backend;
}

/** GET /notifications and /notification-preferences as the mock backend answers the demo shopper. */
export const demoNotifications = fixedHandler(
  'notifications',
  demoBackend().notifications(STORY_TOKEN).body,
);
export const noNotifications = fixedHandler('notifications', {
  statusCode: 200,
  data: { unseenCount: 0, data: [], total: 0 },
});
export const demoPreferences = fixedHandler(
  'notificationPreferences',
  demoBackend().notificationPreferences(STORY_TOKEN).body,
);
