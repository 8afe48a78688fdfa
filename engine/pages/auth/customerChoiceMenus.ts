import type { MenuType } from '../../../schemas';
import type { MenuChoice } from '../../../variants/account/types';
import { menuChoices } from '../../rules/customerChoice';

const MEDICAL_DESCRIPTION = 'For registered medical patients with a valid card.';

/**
 * The gate's menus as the view lists them, in the engine's order. The recreational line names
 * the site's own minimum age, as the gate's heading does: a site set to 18 says 18 in both.
 */
export function customerChoiceMenus(isMedicalTypeOn: boolean, minimumAge: number): MenuChoice[] {
  const text: Record<MenuType, Omit<MenuChoice, 'value'>> = {
    RECREATIONAL: { label: 'Recreational', description: `For adults ${minimumAge} and over.` },
    MEDICAL: { label: 'Medical', description: MEDICAL_DESCRIPTION },
  };
  return menuChoices(isMedicalTypeOn).map((value) => ({ value, ...text[value] }));
}
