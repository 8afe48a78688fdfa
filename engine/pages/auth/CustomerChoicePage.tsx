import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useSnapshot } from 'valtio';
import type { MenuType } from '../../../schemas';
import CustomerChoiceView from '../../../variants/account/CustomerChoiceView';
import { chosenMenu } from '../../rules/customerChoice';
import { redirectAfterAuth } from '../../rules/authRedirect';
import { useSiteSettings } from '../../site/SiteConfigProvider';
import { useComplianceNotices } from '../../viewmodels/compliance/useComplianceNotices';
import { markCustomerChoicePageVisited, setAgeConsent, setSessionData } from '../../stores/session';
import { setMenuType } from '../../stores/storeContext';
import { useStores } from '../../stores/StoresProvider';
import { PageFrame } from '../frame/PageFrame';
import { customerChoiceMenus } from './customerChoiceMenus';

/**
 * /customer-choice: age consent and menu choice (spec 2.1). Both answers set the initial session
 * data of spec 3 (canAgeConsent, canMenuType, isVisitedCustomerChoicePage), kept for the browser
 * session; the store-closed popup (4.6) reads them.
 */
export default function CustomerChoicePage() {
  const { minimumAge } = useSiteSettings('customerChoiceSettingsCMS');
  const medicalOn = useSiteSettings('retailerMenuTypeSettingsCMS').isMedicalTypeOn;
  const stores = useStores();
  const session = useSnapshot(stores.session);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [picked, setPicked] = useState<MenuType | null>(session.canMenuType);
  const menu = chosenMenu(picked, medicalOn);
  const declined = session.isVisitedCustomerChoicePage && !session.canAgeConsent;
  const notices = useComplianceNotices('ageGate');

  const answer = (consented: boolean) => {
    setAgeConsent(stores.session, consented);
    markCustomerChoicePageVisited(stores.session);
    if (!consented) return;
    setSessionData(stores.session, { canMenuType: menu });
    if (stores.storeContext.retailerId !== '') setMenuType(stores.storeContext, menu);
    void navigate(redirectAfterAuth(params.get('redirect')));
  };

  return (
    <PageFrame>
      <CustomerChoiceView
        minimumAge={minimumAge}
        menus={customerChoiceMenus(medicalOn, minimumAge)}
        menu={menu}
        onMenuChange={setPicked}
        declined={declined}
        notices={notices}
        onConfirm={() => answer(true)}
        onDecline={() => answer(false)}
      />
    </PageFrame>
  );
}
