import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { PopupCampaign } from '../../schemas';
import { track } from '../analytics/bus';
import type { PopupTemplateProps } from '../../variants/popups/types';
import { useApiClient } from '../api/ApiClientProvider';
import { errorMessage } from '../api/errors';
import { checkPopupEmail } from '../rules/popupEmail';
import { popupNavigation } from '../rules/popupNavUrl';
import { useComplianceNotices } from '../viewmodels/compliance/useComplianceNotices';
import type { PopupCallContext } from './popupCalls';
import { recordPopupResponse, subscribeToCampaign, type PopupResponseType } from './popupResponses';
import { couponCodes, popupMainContent, popupThankYou } from './popupView';

/** The toast area inside an open popup (react-toastify container id). */
export const POPUP_TOAST_AREA = 'popup-campaign';

/** Marks the page while a popup is open: GlobalStyle then stops scrolling and hides the footer. */
function useOpenPopupMarker() {
  useEffect(() => {
    const root = document.documentElement;
    root.setAttribute('data-popup-open', '');
    return () => root.removeAttribute('data-popup-open');
  }, []);
}

/**
 * One campaign on screen (spec 4.9, 5, 7.5): its display state (e-mail, error, loading, the
 * thank-you view and its codes) and the responses it records. `onDone` hands the campaign back
 * to the queue as answered.
 */
export function useCampaignPopup(
  campaign: PopupCampaign,
  context: PopupCallContext,
  onDone: () => void,
): PopupTemplateProps {
  const client = useApiClient();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);
  const inFlight = useRef(false);
  // A campaign advertises: the licence line and warnings go with it when the site asks.
  const legalNotices = useComplianceNotices('popups');
  useOpenPopupMarker();

  const record = (type: PopupResponseType) =>
    recordPopupResponse(client, type, { ...context, campaign, nowMs: Date.now() });

  // Spec 4.9: "view" when the popup is displayed.
  const viewed = useRef(false);
  useEffect(() => {
    if (viewed.current) return;
    viewed.current = true;
    recordPopupResponse(client, 'view', { ...context, campaign, nowMs: Date.now() });
  }, [client, context, campaign]);

  const go = (navUrl: string) => {
    const target = popupNavigation(navUrl);
    if (target.kind === 'path') void navigate(target.path);
    if (target.kind === 'hash') window.location.hash = target.hash;
    if (target.kind === 'newTab') window.open(target.url, '_blank', 'noopener,noreferrer');
  };

  const signUp = async () => {
    const checked = checkPopupEmail(email);
    setError(checked.error);
    if (checked.error !== null || inFlight.current) return;
    inFlight.current = true;
    setLoading(true);
    record('signup');
    try {
      const info = await subscribeToCampaign(client, checked.email, {
        ...context,
        campaign,
        nowMs: Date.now(),
      });
      track('generate_lead', { lead_source: 'popup', promotion_id: campaign._id });
      if (campaign.thankSection.isEnable) setCodes(couponCodes(info));
      else onDone();
    } catch (failure) {
      // Into the popup's own toast area: the page's would be covered by the dialog.
      const message = errorMessage(failure);
      void import('react-toastify').then(({ toast }) =>
        toast.error(message, { containerId: POPUP_TOAST_AREA }),
      );
    } finally {
      inFlight.current = false;
      setLoading(false);
    }
  };

  const { button } = campaign.edit.mainSection;
  return {
    content: popupMainContent(campaign),
    thankYou: codes === null ? null : popupThankYou(campaign, codes),
    email,
    error,
    loading,
    legalNotices,
    onEmailChange: (value) => {
      setEmail(value);
      if (error !== null) setError(checkPopupEmail(value).error);
    },
    onSubmit: () => {
      if (campaign.isFormEnable) {
        void signUp();
        return;
      }
      record('click');
      onDone();
      if (button.type === 'linkToUrl') go(button.navUrl);
    },
    onClose: () => {
      record('cancel');
      onDone();
    },
    onThankYouButton: () => {
      record('CLICK');
      onDone();
      const thanks = campaign.thankSection.button;
      if (thanks.type === 'navigate') go(thanks.navUrl);
    },
  };
}
