import { DEMO_EMAIL } from '../../fixtures/data';
import { createMockBackend } from '../../fixtures/mocks/backend';
import { fixedHandler } from '../../fixtures/mocks/handlers';
import { seedSessionFor } from '../../fixtures/mocks/seedSession';

/** The demo shopper's seeded session: the same token in every backend that seeds it. */
export const STORY_TOKEN = seedSessionFor(createMockBackend().state, DEMO_EMAIL);

function demoBackend() {
  const backend = createMockBackend();
  seedSessionFor(backend.state, DEMO_EMAIL);
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
