/**
 * The popup-campaign queue on the page (spec 4.9): eligible campaigns for this path, the
 * popupQueue machine fed with route changes, the scroll position and the showPopup flag, and the
 * campaign on screen in its template. Loaded only when the site has campaigns.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router';
import { ToastContainer } from 'react-toastify';
import { useSnapshot } from 'valtio';
import { popupQueueMachine } from '../../machines/popupQueue.machine';
import type { PopupCampaign } from '../../schemas';
import PopupBar from '../../variants/popups/PopupBar';
import PopupFlyout from '../../variants/popups/PopupFlyout';
import PopupFullScreen from '../../variants/popups/PopupFullScreen';
import PopupModal from '../../variants/popups/PopupModal';
import type { PopupTemplateProps, PopupTemplateType } from '../../variants/popups/types';
import { eligibleCampaigns } from '../rules/popupEligibility';
import { browserStorage } from '../stores/storage';
import { useStores } from '../stores/StoresProvider';
import { readAnsweredCampaigns, rememberAnsweredCampaign } from './answeredCampaigns';
import type { ActiveCampaigns, PopupCallContext } from './popupCalls';
import { templateOf } from './popupView';
import { POPUP_TOAST_AREA, useCampaignPopup } from './useCampaignPopup';

const TEMPLATES = {
  popup: PopupModal,
  flyout: PopupFlyout,
  fullScreen: PopupFullScreen,
  bar: PopupBar,
} satisfies Record<PopupTemplateType, ComponentType<PopupTemplateProps>>;

/** showPopup (spec 4.9): campaigns wait while a drawer, sheet, overlay or the cart is open. */
function useShowPopup(): boolean {
  const { overlays, notifications } = useStores();
  const open = useSnapshot(overlays);
  const { isNotificationCartSidebarOpen } = useSnapshot(notifications);
  return !Object.values(open).some(Boolean) && !isNotificationCartSidebarOpen;
}

function scrollPercent(): number {
  const max = document.documentElement.scrollHeight - window.innerHeight;
  return max <= 0 ? 100 : (window.scrollY / max) * 100;
}

function CampaignPopup(props: {
  campaign: PopupCampaign;
  context: PopupCallContext;
  onDone: () => void;
}) {
  const template = useCampaignPopup(props.campaign, props.context, props.onDone);
  const Template = TEMPLATES[templateOf(props.campaign)];
  return (
    <Template
      {...template}
      notices={
        <ToastContainer
          containerId={POPUP_TOAST_AREA}
          position="top-center"
          autoClose={5000}
          closeOnClick
        />
      }
    />
  );
}

export default function PopupCampaignLayer({
  active,
  context,
}: {
  active: ActiveCampaigns;
  context: PopupCallContext;
}) {
  const { pathname } = useLocation();
  const showPopup = useShowPopup();
  // Read once on mount (never during a server render): answers from earlier visits.
  const [answered, setAnswered] = useState<ReadonlySet<string>>(() =>
    readAnsweredCampaigns(browserStorage()),
  );
  const eligible = useMemo(
    () =>
      eligibleCampaigns(active.campaigns, {
        nowSeconds: active.receivedAtMs / 1000,
        pathname,
        answered,
      }),
    [active, pathname, answered],
  );
  const actor = useActorRef(popupQueueMachine, { input: { campaigns: eligible, showPopup } });
  const current = useSelector(actor, (snapshot) => snapshot.context.current);

  // Time on page as the queue starts (spec 4.9: from the page's start). Not when the campaigns
  // arrived, nor at this render: this layer's chunks and first paint come in between, and on a
  // slow phone they would add to the first wait.
  useEffect(() => {
    actor.send({ type: 'PAGE_TIME', onPageMs: performance.now() });
  }, [actor]);

  // A new page: its own eligible campaigns, their waits started over (spec 4.9).
  const latestEligible = useRef(eligible);
  useEffect(() => {
    latestEligible.current = eligible;
  }, [eligible]);
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    actor.send({ type: 'ROUTE_CHANGED', campaigns: latestEligible.current });
  }, [actor, pathname]);
  useEffect(() => {
    actor.send({ type: 'SET_SHOW_POPUP', showPopup });
  }, [actor, showPopup]);
  useEffect(() => {
    const onScroll = () => actor.send({ type: 'SCROLL', percent: scrollPercent() });
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [actor, pathname]);

  if (current === null) return null;
  return (
    <CampaignPopup
      key={current._id}
      campaign={current}
      context={context}
      onDone={() => {
        rememberAnsweredCampaign(browserStorage(), current._id);
        setAnswered((previous) => new Set(previous).add(current._id));
        actor.send({ type: 'CLOSED' });
      }}
    />
  );
}
