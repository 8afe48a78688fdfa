import type { Brand, Category, NotificationPreferences, NotificationTopic } from '../../../schemas';
import type { PreferenceGroup } from '../../../variants/notifications/types';

const TOPICS: Record<NotificationTopic, { label: string; hint: string }> = {
  orderUpdates: {
    label: 'Order updates',
    hint: 'When an order is confirmed and ready for pickup.',
  },
  dealsAndPromotions: { label: 'Deals and promotions', hint: 'New deals at your store.' },
  cartReminders: {
    label: 'Cart reminders',
    hint: 'A reminder when you leave items in your cart.',
  },
  newArrivals: { label: 'New arrivals', hint: 'Products new to the menu.' },
};

/** /notification-settings: one group of topics. */
export function topicGroups(preferences: NotificationPreferences): PreferenceGroup[] {
  return [
    {
      id: 'topics',
      title: 'Notify me about',
      options: (Object.keys(TOPICS) as NotificationTopic[]).map((topic) => ({
        id: topic,
        label: TOPICS[topic].label,
        hint: TOPICS[topic].hint,
        checked: preferences.topics[topic],
      })),
    },
  ];
}

export function withTopic(
  preferences: NotificationPreferences,
  topic: string,
  checked: boolean,
): NotificationPreferences {
  if (!(topic in TOPICS)) return preferences;
  return { ...preferences, topics: { ...preferences.topics, [topic]: checked } };
}

const toggled = (list: readonly string[], id: string, checked: boolean): string[] =>
  checked ? [...new Set([...list, id])] : list.filter((entry) => entry !== id);

/** /deals-alert: deal alerts by category and by brand. */
export function dealAlertGroups(
  preferences: NotificationPreferences,
  categories: readonly Category[],
  brands: readonly Brand[],
): PreferenceGroup[] {
  const { dealAlerts } = preferences;
  return [
    {
      id: 'categories',
      title: 'Deals by category',
      options: categories.map((category) => ({
        id: category.urlSlug,
        label: category.categoryName,
        hint: '',
        checked: dealAlerts.categories.includes(category.urlSlug),
      })),
    },
    {
      id: 'brands',
      title: 'Deals by brand',
      options: brands.map((brand) => ({
        id: brand.id,
        label: brand.brandName,
        hint: '',
        checked: dealAlerts.brands.includes(brand.id),
      })),
    },
  ];
}

export function withDealAlert(
  preferences: NotificationPreferences,
  group: string,
  id: string,
  checked: boolean,
): NotificationPreferences {
  const { dealAlerts } = preferences;
  if (group === 'categories') {
    return {
      ...preferences,
      dealAlerts: { ...dealAlerts, categories: toggled(dealAlerts.categories, id, checked) },
    };
  }
  if (group === 'brands') {
    return {
      ...preferences,
      dealAlerts: { ...dealAlerts, brands: toggled(dealAlerts.brands, id, checked) },
    };
  }
  return preferences;
}
