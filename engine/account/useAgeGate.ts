import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import { ageGateRedirect } from '../rules/customerChoice';
import { useSiteSettings } from '../site/SiteConfigProvider';
import { browserSessionStorage } from '../stores/storage';
import { useStores } from '../stores/StoresProvider';

/** The visitor's stored answer: on a hydrated page the stores hold it only a moment later. */
function storedConsent(): boolean {
  try {
    return browserSessionStorage()?.getItem('canAgeConsent') === 'true';
  } catch {
    return false;
  }
}

/**
 * Sends a visitor to /customer-choice before shopping when the site requires it
 * (customerChoiceSettingsCMS.isAgeGateOn) and they have not confirmed their age this session.
 * In an effect: the server renders the page itself, and the browser decides after hydrating.
 */
export function useAgeGate(): void {
  const session = useSnapshot(useStores().session);
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const gateOn = useSiteSettings('customerChoiceSettingsCMS').isAgeGateOn;
  const consented = session.canAgeConsent;
  useEffect(() => {
    const target = ageGateRedirect({
      gateOn,
      consented: consented || storedConsent(),
      pathname,
      search,
    });
    if (target !== null) void navigate(target, { replace: true });
  }, [gateOn, consented, pathname, search, navigate]);
}
