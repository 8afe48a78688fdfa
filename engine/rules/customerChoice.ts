/**
 * The age gate and menu choice of /customer-choice (spec 2.1, 4.6, 6). Pure: the shell
 * and the page gather settings, session and location; these decide.
 */
import type { MenuType } from '../../schemas';

export const CUSTOMER_CHOICE_PATH = '/customer-choice';

/** Pages a visitor may read before confirming their age: the gate itself and the policies. */
const OPEN_BEFORE_CONSENT = [CUSTOMER_CHOICE_PATH, '/terms-and-conditions', '/privacy-policy'];

/**
 * Where a visitor is sent before shopping: the gate (coming back here afterwards) when the site
 * requires it and they have not confirmed their age this session; otherwise nowhere (null).
 */
export function ageGateRedirect(input: {
  gateOn: boolean;
  consented: boolean;
  pathname: string;
  search: string;
}): string | null {
  if (!input.gateOn || input.consented) return null;
  const path = input.pathname.replace(/\/$/, '') || '/';
  if (OPEN_BEFORE_CONSENT.includes(path)) return null;
  return `${CUSTOMER_CHOICE_PATH}?redirect=${encodeURIComponent(`${input.pathname}${input.search}`)}`;
}

/** Spec 6: the medical menu appears only when isMedicalTypeOn is set. */
export function menuChoices(isMedicalTypeOn: boolean): MenuType[] {
  return isMedicalTypeOn ? ['RECREATIONAL', 'MEDICAL'] : ['RECREATIONAL'];
}

/** The menu a visitor leaves the gate with: their pick when it is offered, else recreational. */
export function chosenMenu(picked: MenuType | null, isMedicalTypeOn: boolean): MenuType {
  return picked !== null && menuChoices(isMedicalTypeOn).includes(picked) ? picked : 'RECREATIONAL';
}
