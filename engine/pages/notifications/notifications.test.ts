import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  CategorySchema,
  NotificationItemSchema,
  NotificationPreferencesSchema,
} from '../../../schemas';
import { notificationRows } from './notificationRows';
import { dealAlertGroups, topicGroups, withDealAlert, withTopic } from './preferenceGroups';

const now = dayjs('2025-06-12T18:00:00.000Z');
const item = (id: string, createdAt: string, link = '', isSeen = false) =>
  NotificationItemSchema.parse({ _id: id, title: id, message: 'm', createdAt, link, isSeen });

describe('notificationRows', () => {
  it('lists newest first with spec 9 relative labels', () => {
    const rows = notificationRows(
      [
        item('old', '2025-06-01T10:00:00.000Z'),
        item('today', '2025-06-12T15:04:00.000Z'),
        item('yesterday', '2025-06-11T13:00:00.000Z'),
      ],
      now,
    );
    expect(rows.map((row) => [row.id, row.dateLabel])).toEqual([
      ['today', 'Today'],
      ['yesterday', 'Yesterday'],
      ['old', '1 week ago'],
    ]);
  });

  it.each([
    ['/your-order', '/your-order'],
    ['https://evil.example', ''],
    ['//evil.example', ''],
    ['', ''],
  ])('follows only site paths: %j → %j', (link, href) => {
    expect(notificationRows([item('a', '2025-06-12T10:00:00.000Z', link)], now)[0]?.href).toBe(
      href,
    );
  });

  it('keeps a row with an unreadable date, last and without a label', () => {
    const rows = notificationRows(
      [item('bad', 'soon'), item('ok', '2025-06-12T10:00:00.000Z')],
      now,
    );
    expect(rows.map((row) => [row.id, row.dateLabel])).toEqual([
      ['ok', 'Today'],
      ['bad', ''],
    ]);
  });
});

describe('preference groups', () => {
  const defaults = NotificationPreferencesSchema.parse({});

  it('lists the topics with their saved state and toggles one', () => {
    const group = topicGroups(defaults)[0];
    expect(group?.options.map((o) => [o.id, o.checked])).toEqual([
      ['orderUpdates', true],
      ['dealsAndPromotions', true],
      ['cartReminders', true],
      ['newArrivals', false],
    ]);
    expect(withTopic(defaults, 'newArrivals', true).topics.newArrivals).toBe(true);
    expect(withTopic(defaults, 'unknown', true)).toBe(defaults);
  });

  it('follows and unfollows deal alerts by category and brand, once each', () => {
    let prefs = withDealAlert(defaults, 'categories', 'flower', true);
    prefs = withDealAlert(prefs, 'categories', 'flower', true);
    prefs = withDealAlert(prefs, 'brands', 'b-1', true);
    expect(prefs.dealAlerts).toEqual({ categories: ['flower'], brands: ['b-1'] });
    prefs = withDealAlert(prefs, 'categories', 'flower', false);
    expect(prefs.dealAlerts.categories).toEqual([]);
    const groups = dealAlertGroups(
      prefs,
      [CategorySchema.parse({ categoryName: 'Flower', urlSlug: 'flower' })],
      [],
    );
    expect(groups.map((g) => [g.id, g.options.map((o) => o.checked)])).toEqual([
      ['categories', [false]],
      ['brands', []],
    ]);
  });
});
