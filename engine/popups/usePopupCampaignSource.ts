import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useApiClient } from '../api/ApiClientProvider';
import { visitorRegistration } from '../rules/visitorRegistration';
import { setVisitor } from '../stores/session';
import { useStores } from '../stores/StoresProvider';
import { browserTimeZone } from './browserTimeZone';
import { activeCampaignsQuery, registerVisitor } from './popupApi';
import type { ActiveCampaigns, PopupCallContext } from './popupCalls';

/**
 * The browser's timezone; null on the server and until the page has hydrated, so the server and
 * the first client render agree. Read in a task of its own, outside the hydration commit: where
 * the browser lacks Temporal, Intl's first call costs a throttled phone about 100 ms.
 */
function useTimezone(): string | null {
  const [timezone, setTimezone] = useState<string | null>(null);
  useEffect(() => {
    const read = setTimeout(() => {
      setTimezone(browserTimeZone());
    });
    return () => clearTimeout(read);
  }, []);
  return timezone;
}

/**
 * The visitor and the active campaigns (spec 7.5): a first visit, or a stored visitor that was
 * missing or unreadable, registers once (once the stored session is known); then the campaigns for
 * (store, visitor, timezone) load.
 */
export function usePopupCampaignSource(): {
  active: ActiveCampaigns | null;
  context: PopupCallContext | null;
} {
  const client = useApiClient();
  const { session, storeContext, sessionKnown } = useStores();
  const { visitor } = useSnapshot(session);
  const { retailerId } = useSnapshot(storeContext);
  const timezone = useTimezone();
  const registering = useRef(false);

  useEffect(() => {
    // The hydrating page's stand-in session knows no stored visitor: registering from it would
    // make a new visitor on every page load, and a second one once the stored session arrives.
    if (!sessionKnown || visitor !== null || timezone === null || registering.current) return;
    // In a task of its own, not inside the commit's effects: a page's first fetch costs the main
    // thread several milliseconds (total blocking time).
    const register = setTimeout(() => {
      registering.current = true;
      const body = visitorRegistration({
        referrer: document.referrer,
        href: window.location.href,
        host: window.location.host,
        nowMs: Date.now(),
        timezone,
        random: Math.random,
      });
      void registerVisitor(client, body).then((registered) => {
        registering.current = false;
        if (registered !== null && registered._id !== '') setVisitor(session, registered);
      });
    }, 0);
    return () => clearTimeout(register);
  }, [client, session, sessionKnown, visitor, timezone]);

  const context =
    visitor !== null && visitor._id !== '' && timezone !== null
      ? { retailerId, visitorId: visitor._id, timezone }
      : null;
  const campaigns = useQuery({
    ...activeCampaignsQuery(client, context ?? { retailerId: '', visitorId: '', timezone: '' }),
    enabled: context !== null,
  });
  return { active: campaigns.data ?? null, context };
}
