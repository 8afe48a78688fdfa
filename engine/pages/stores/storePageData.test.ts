import { describe, expect, it } from 'vitest';
import { RetailerSchema } from '../../../schemas';
import {
  coordinatesOf,
  directoryGroups,
  formatCoordinates,
  milesBetween,
  projectPins,
  weeklyHours,
} from './storePageData';

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const store = (id: string, state: string, extra: object = {}) =>
  RetailerSchema.parse({ id, addressObject: { state }, ...extra });

describe('weeklyHours', () => {
  it('lists Sunday to Saturday with times or Closed, marking today', () => {
    const retailer = store('a', 'MI', {
      hours: {
        pickup: DAYS.map((day, i) => ({ day, active: i !== 0, start: '9:00 AM', end: '9:00 PM' })),
      },
    });
    const rows = weeklyHours(retailer, 2);
    expect(rows[0]).toEqual({ day: 'Sunday', text: 'Closed', today: false });
    expect(rows[2]).toEqual({ day: 'Tuesday', text: '9:00 AM – 9:00 PM', today: true });
  });

  it('reads days with no entry as closed', () => {
    expect(weeklyHours(store('a', 'MI'), 0).map((row) => row.text)).toEqual(
      DAYS.map(() => 'Closed'),
    );
  });
});

describe('coordinates', () => {
  it('needs both coordinates', () => {
    expect(coordinatesOf(store('a', 'MI', { locationDetail: { latitude: 42.5 } }))).toBeNull();
    expect(
      coordinatesOf(store('a', 'MI', { locationDetail: { latitude: 42.5, longitude: -83.1 } })),
    ).toEqual({ latitude: 42.5, longitude: -83.1 });
  });

  it.each([
    [{ latitude: 42.5493, longitude: -83.1671 }, '42.5493° N, 83.1671° W'],
    [{ latitude: -33.8688, longitude: 151.2093 }, '33.8688° S, 151.2093° E'],
  ])('formats %j as %s', (at, text) => {
    expect(formatCoordinates(at)).toBe(text);
  });
});

describe('projectPins', () => {
  it('keeps every point inside the panel and north at the top', () => {
    const { centre, pins } = projectPins({ latitude: 42.5, longitude: -83.2 }, [
      { id: 'n', label: 'North', at: { latitude: 42.9, longitude: -83.2 } },
      { id: 'e', label: 'East', at: { latitude: 42.5, longitude: -82.8 } },
    ]);
    for (const point of [centre, ...pins]) {
      expect(point.x).toBeGreaterThanOrEqual(0);
      expect(point.x).toBeLessThanOrEqual(100);
      expect(point.y).toBeGreaterThanOrEqual(0);
      expect(point.y).toBeLessThanOrEqual(100);
    }
    expect(pins[0]?.y).toBeLessThan(centre.y);
    expect(pins[1]?.x).toBeGreaterThan(centre.x);
  });

  it('centres a lone point', () => {
    expect(projectPins({ latitude: 1, longitude: 1 }, []).centre).toEqual({ x: 50, y: 50 });
  });
});

describe('directoryGroups', () => {
  const stores = [store('t', 'MI'), store('p', 'az'), store('d', 'MI'), store('x', '')];

  it('groups by state, sorted by state name, skipping stores without a state', () => {
    expect(directoryGroups(stores, null).map((g) => [g.name, g.stores.map((s) => s.id)])).toEqual([
      ['Arizona', ['p']],
      ['Michigan', ['t', 'd']],
    ]);
  });

  it('keeps one state for a state directory', () => {
    expect(directoryGroups(stores, 'MI').map((g) => g.code)).toEqual(['MI']);
    expect(directoryGroups(stores, 'CO')).toEqual([]);
  });
});

describe('milesBetween', () => {
  it('measures Troy to Detroit in miles', () => {
    const miles = milesBetween(
      { latitude: 42.5493, longitude: -83.1671 },
      { latitude: 42.3512, longitude: -83.0607 },
    );
    expect(miles).toBeGreaterThan(14);
    expect(miles).toBeLessThan(15);
  });
});
