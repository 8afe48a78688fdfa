import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { adLoadMachine, adLoadState, type AdLoadState } from '../../machines/adLoad.machine';
import { readProductCreatives, type ProductCreative } from '../../schemas';
import type { AdView } from '../../variants/ads/types';
import { adLinkAction } from '../rules/adLink';
import type { AdRequest, AdSlotContext } from '../rules/adPlacement';
import { useOncePerKey } from '../analytics/useOncePerKey';
import { track } from '../analytics/bus';
import { adDisplayOptions } from './adDisplayOptions';
import {
  bannerAdPromotion,
  bannerCreativeOf,
  createAdCardTracker,
  productAdPromotion,
  type BannerCreative,
} from './adPromotion';
import { loadAdProvider, type AdProvider } from './adProvider';
import { useCollapseWhenAway } from './useCollapseWhenAway';

const VIEWS: Record<AdLoadState, AdView> = {
  LOADING: 'loading',
  LOADED: 'loaded',
  NOT_LOADED: 'notLoaded',
};

/**
 * One sponsored slot's life: load the provider, ask it to fill the slot, and let the adLoad
 * machine decide LOADED (the provider's marker is in the slot) or NOT_LOADED (5 s passed). The
 * slot remounts when its request changes, so the options are read once.
 */
export function useSponsoredAd(request: AdRequest, context: AdSlotContext) {
  const [options] = useState(() => adDisplayOptions(request, context));
  const rootRef = useRef<HTMLElement>(null);
  const creativeRef = useRef<HTMLDivElement>(null);
  const providerRef = useRef<AdProvider | null>(null);
  const [creatives, setCreatives] = useState<ProductCreative[]>([]);
  const [banner, setBanner] = useState<BannerCreative | null>(null);
  const [trackCard] = useState(createAdCardTracker);
  const navigate = useNavigate();

  const actor = useActorRef(adLoadMachine, {
    input: {
      isRendered: () => {
        const marker = providerRef.current?.marker;
        return marker !== undefined && rootRef.current?.querySelector(`[${marker}]`) != null;
      },
    },
  });
  const state = useSelector(actor, (snapshot) => adLoadState(snapshot.value));

  useEffect(() => {
    let active = true;
    // Product creatives are drawn by the storefront, so the SDK gets a detached box for them.
    const container = creativeRef.current ?? document.createElement('div');
    loadAdProvider()
      .then((provider) => {
        if (!active) return undefined;
        providerRef.current = provider;
        return provider.display(container, options);
      })
      .then((result) => {
        if (!active) return;
        setCreatives(readProductCreatives(result));
        setBanner(bannerCreativeOf(result));
      })
      // A provider that fails to load or answer leaves the slot to time out into NOT_LOADED.
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [options]);

  // A banner is seen once the provider's marker says it rendered it (its impression is counted).
  const bannerShown =
    request.widget === 'banner' && banner !== null && state === 'LOADED'
      ? bannerAdPromotion(banner, request)
      : null;
  useOncePerKey(bannerShown?.promotion_id ?? null, () => {
    if (bannerShown !== null) track('view_promotion', bannerShown);
  });
  const onBannerClick = useEffectEvent(() => {
    if (banner !== null) track('select_promotion', bannerAdPromotion(banner, request));
  });

  // Banner links are drawn by the provider: the storefront decides where a click goes.
  useEffect(() => {
    const box = creativeRef.current;
    if (box === null) return;
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest('a') : null;
      if (anchor === null) return;
      onBannerClick();
      const action = adLinkAction(anchor.getAttribute('href') ?? '', event);
      if (action.kind === 'browser') return;
      event.preventDefault();
      if (action.kind === 'navigate') void navigate(action.path);
      if (action.kind === 'open') window.open(action.url, '_blank', 'noopener,noreferrer');
    };
    box.addEventListener('click', onClick);
    return () => box.removeEventListener('click', onClick);
  }, [navigate]);

  const attachCard = useCallback(
    (adId: string, element: HTMLElement | null) => {
      const provider = providerRef.current;
      if (element === null || provider === null) return;
      provider.attach(element, adId, options.zoneId);
      const index = creatives.findIndex((creative) => creative.adId === adId);
      const creative = creatives[index];
      if (creative) trackCard(element, productAdPromotion(creative, request, index));
    },
    [options.zoneId, creatives, request, trackCard],
  );

  const creativeFor = useCallback(
    (slug: string) => creatives.find((creative) => creative.product.slug === slug),
    [creatives],
  );

  const setRoot = useCallback((element: HTMLElement | null) => {
    rootRef.current = element;
  }, []);

  const collapsed = useCollapseWhenAway(rootRef, state === 'NOT_LOADED');
  return {
    view: VIEWS[state],
    collapsed,
    setRoot,
    creativeRef,
    creatives,
    creativeFor,
    attachCard,
  };
}
