import { describe, expect, it } from 'vitest';
import { AdConfigurationSchema, parseLenient, type AdConfiguration } from '../../schemas';
import {
  auditAdPlacements,
  breakpointForWidth,
  parseBreakpointMode,
  resolveAdPlacement,
  showsAtWidth,
  type AdPlacementOutcome,
} from './adPlacement';

const SLOT = 'search-page-mobile-banner';

function config(overrides: {
  provider?: Record<string, unknown>;
  placement?: Record<string, unknown> | null;
  channelId?: string;
}): AdConfiguration {
  return parseLenient(
    AdConfigurationSchema,
    {
      channelId: overrides.channelId ?? 'web',
      provider: { accountId: 'acc', siteId: 'site', isEnabled: true, ...overrides.provider },
      placements:
        overrides.placement === null
          ? {}
          : { [SLOT]: { adType: 'banner', zoneId: 'z1', strategy: 'top', ...overrides.placement } },
    },
    'test',
  ).value;
}

function problemOf(outcome: AdPlacementOutcome): string | undefined {
  return outcome.kind === 'refused' ? outcome.problem : undefined;
}

describe('resolveAdPlacement: when nothing renders and nothing is logged (4.8)', () => {
  it.each([
    ['the provider is disabled', { isEnabled: false }],
    ['the account id is missing', { accountId: '' }],
    ['the site id is missing', { siteId: '' }],
  ])('%s', (_label, provider) => {
    expect(resolveAdPlacement(SLOT, config({ provider }), 'r1')).toEqual({ kind: 'off' });
  });

  it('a video placement renders nothing without a diagnostic', () => {
    const outcome = resolveAdPlacement(SLOT, config({ placement: { adType: 'video' } }), 'r1');
    expect(outcome).toEqual({ kind: 'video' });
  });
});

describe('resolveAdPlacement: the spec 8 diagnostics, word for word', () => {
  it('a slot missing from the configuration', () => {
    expect(problemOf(resolveAdPlacement('home-banner', config({}), 'r1'))).toBe(
      'Slot with name "home-banner" not found in config',
    );
  });

  it('no retailer selected', () => {
    expect(problemOf(resolveAdPlacement(SLOT, config({}), ''))).toBe(
      'Retailer ID not found in global store for the retail-media ad provider',
    );
  });

  it('an unknown ad type, named as sent', () => {
    const outcome = resolveAdPlacement(SLOT, config({ placement: { adType: 'hologram' } }), 'r1');
    expect(problemOf(outcome)).toBe('Unknown ad type: hologram');
  });

  it('an unknown ad type is reported before a missing retailer', () => {
    const outcome = resolveAdPlacement(SLOT, config({ placement: { adType: 'hologram' } }), '');
    expect(problemOf(outcome)).toBe('Unknown ad type: hologram');
  });
});

describe('resolveAdPlacement: required placement fields (spec 3, 5)', () => {
  it('a broken placement is reported before a missing retailer', () => {
    const outcome = resolveAdPlacement(SLOT, config({ placement: { zoneId: '' } }), '');
    expect(problemOf(outcome)).toBe(`Placement "${SLOT}" is missing zoneId`);
  });

  it('names every missing field', () => {
    const outcome = resolveAdPlacement(
      SLOT,
      config({ channelId: '', placement: { zoneId: ' ', strategy: '' } }),
      'r1',
    );
    expect(problemOf(outcome)).toBe(`Placement "${SLOT}" is missing channelId, zoneId, strategy`);
  });

  // Spec 5: "A carousel also requires maxItems and recommend"; the other widgets need neither.
  it.each([
    ['carousel', { maxItems: 6, recommend: true }, undefined],
    ['carousel', { maxItems: 6, recommend: false }, 'recommend'],
    ['carousel', { maxItems: 0, recommend: true }, 'maxItems'],
    ['carousel', { maxItems: 0, recommend: false }, 'maxItems, recommend'],
    ['carousel', {}, 'maxItems, recommend'],
    ['banner', { maxItems: 0, recommend: false }, undefined],
    ['product-card', { maxItems: 0, recommend: false }, undefined],
  ] as const)('a %s with %j is missing %s', (adType, fields, missing) => {
    const outcome = resolveAdPlacement(SLOT, config({ placement: { adType, ...fields } }), 'r1');
    expect(problemOf(outcome)).toBe(
      missing === undefined ? undefined : `Placement "${SLOT}" is missing ${missing}`,
    );
    expect(outcome.kind).toBe(missing === undefined ? 'render' : 'refused');
  });

  it('an unknown breakpoint name makes the placement invalid', () => {
    const outcome = resolveAdPlacement(SLOT, config({ placement: { mode: 'phone' } }), 'r1');
    expect(problemOf(outcome)).toBe(`Placement "${SLOT}" names unknown breakpoints: phone`);
  });
});

describe('resolveAdPlacement: a valid placement', () => {
  it('carries the provider settings, the retailer as locationId and the widget', () => {
    const outcome = resolveAdPlacement(
      SLOT,
      config({
        placement: {
          adType: 'carousel',
          maxItems: 6,
          recommend: true,
          keyword: 'gummies',
          width: 320,
          height: 100,
          mode: 'mobile, tablet',
        },
      }),
      'r7',
    );
    expect(outcome).toEqual({
      kind: 'render',
      request: expect.objectContaining({
        slot: SLOT,
        widget: 'carousel',
        channelId: 'web',
        accountId: 'acc',
        siteId: 'site',
        locationId: 'r7',
        zoneId: 'z1',
        strategy: 'top',
        maxItems: 6,
        recommend: true,
        keyword: 'gummies',
        width: 320,
        height: 100,
        breakpoints: ['mobile', 'tablet'],
      }),
    });
  });
});

describe('breakpoints', () => {
  it.each([
    [0, 'mobile'],
    [767, 'mobile'],
    [768, 'tablet'],
    [1023, 'tablet'],
    [1024, 'desktop'],
    [1279, 'desktop'],
    [1280, 'wide'],
  ] as const)('%i px is %s', (width, breakpoint) => {
    expect(breakpointForWidth(width)).toBe(breakpoint);
  });

  it.each([
    ['all', 'all'],
    ['', 'all'],
    ['ALL', 'all'],
    ['tablet,mobile', ['mobile', 'tablet']],
    ['wide desktop', ['desktop', 'wide']],
  ] as const)('mode %j', (mode, breakpoints) => {
    expect(parseBreakpointMode(mode)).toEqual({ ok: true, breakpoints });
  });

  it('a placement limited to mobile shows below 768 px only', () => {
    const outcome = resolveAdPlacement(SLOT, config({ placement: { mode: 'mobile' } }), 'r1');
    if (outcome.kind !== 'render') throw new Error(`expected render, got ${outcome.kind}`);
    expect(showsAtWidth(outcome.request, 375)).toBe(true);
    expect(showsAtWidth(outcome.request, 768)).toBe(false);
    expect(showsAtWidth(outcome.request, 1280)).toBe(false);
  });

  it('mode "all" shows at every width', () => {
    const outcome = resolveAdPlacement(SLOT, config({}), 'r1');
    if (outcome.kind !== 'render') throw new Error(`expected render, got ${outcome.kind}`);
    expect([320, 800, 1100, 1600].every((w) => showsAtWidth(outcome.request, w))).toBe(true);
  });
});

describe('auditAdPlacements: every slot problem, whatever page is open', () => {
  const placements = {
    'home-banner': { adType: 'popover', zoneId: 'z', strategy: 's' },
    'listing-sponsored-card': { adType: 'product-card', strategy: 's' },
    'product-sponsored-carousel': {
      adType: 'carousel',
      zoneId: 'z',
      strategy: 's',
      maxItems: 4,
      recommend: true,
    },
  };
  const misconfigured = parseLenient(
    AdConfigurationSchema,
    { channelId: 'web', provider: { accountId: 'a', siteId: 's', isEnabled: true }, placements },
    'test',
  ).value;

  it('lists the spec 8 texts and the missing field, the missing store once', () => {
    expect(auditAdPlacements(misconfigured, '')).toEqual([
      {
        path: 'adConfiguration.placements.search-page-mobile-banner',
        problem: 'Slot with name "search-page-mobile-banner" not found in config',
      },
      { path: 'adConfiguration.placements.home-banner', problem: 'Unknown ad type: popover' },
      {
        path: 'adConfiguration.placements.listing-sponsored-card',
        problem: 'Placement "listing-sponsored-card" is missing zoneId',
      },
      {
        path: 'storeContext.retailerId',
        problem: 'Retailer ID not found in global store for the retail-media ad provider',
      },
    ]);
  });

  it('drops the store problem once a store is chosen, and says nothing while ads are off', () => {
    expect(auditAdPlacements(misconfigured, 'r-1').map((p) => p.path)).not.toContain(
      'storeContext.retailerId',
    );
    expect(auditAdPlacements(config({ provider: { isEnabled: false } }), '')).toEqual([]);
  });
});
