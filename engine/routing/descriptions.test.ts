import { describe, expect, it, vi } from 'vitest';
import { describeRoute } from './descriptions';
import { buildRoutes } from './routes';

describe('route descriptions (spec 2.1 purpose lines)', () => {
  it('gives every route of every table shape a line of its own', () => {
    const tables = [buildRoutes(), buildRoutes({ shopPath: '/menu-online', careerVersion: 'v1' })];
    for (const route of tables.flat()) {
      expect(describeRoute(route.id), route.id).toMatch(/^[A-Z].*\.$/);
    }
  });

  it('names the state of a state directory, and nothing for an unknown id', () => {
    expect(describeRoute('stateDirectory-mi')).toBe('Store locations in MI.');
    expect(describeRoute('noSuchRoute')).toBe('');
  });
});

describe('routeDescription', () => {
  it('has none until the descriptions are loaded, then reads them', async () => {
    vi.resetModules();
    const { loadRouteDescriptions, routeDescription } = await import('./routeDescription');
    expect(routeDescription('faq')).toBeNull();
    await loadRouteDescriptions();
    expect(routeDescription('faq')).toBe('Answers to frequently asked questions.');
    expect(routeDescription('noSuchRoute')).toBeNull();
  });
});

describe('page loaders', () => {
  it('bring the descriptions with every page but the home', async () => {
    vi.resetModules();
    const { routeDescription } = await import('./routeDescription');
    const { pageLoaders } = await import('../pages/pageLoaders');
    await pageLoaders.home();
    expect(routeDescription('faq')).toBeNull();
    await pageLoaders.content();
    expect(routeDescription('faq')).toBe('Answers to frequently asked questions.');
  });
});
