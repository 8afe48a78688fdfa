/**
 * Which compliance notices show where (complianceNoticesCms): every footer design always, the
 * age gate, popup campaigns and sponsored ads each behind their own switch. A site with neither
 * a licence number nor a warning shows nothing anywhere, not even an empty region. Pure.
 */
import type { ComplianceNoticesCms } from '../../schemas';
import type { ComplianceNotices } from '../../variants/compliance/types';

/** The places beyond the footer, each with the switch that shows the notices there. */
export const COMPLIANCE_PLACES = {
  footer: null,
  ageGate: 'showOnAgeGate',
  popups: 'showInPopups',
  ads: 'showBesideAds',
} as const satisfies Record<string, keyof ComplianceNoticesCms | null>;
export type CompliancePlace = keyof typeof COMPLIANCE_PLACES;

/** The notices as shown: the licence line and the non-empty warnings, or null for none. */
export function complianceNotices(cms: ComplianceNoticesCms): ComplianceNotices | null {
  const number = cms.licenseNumber.trim();
  const license = number === '' ? null : [cms.licenseLabel.trim(), number].join(' ').trim();
  const warnings = cms.warnings.map((warning) => warning.trim()).filter((w) => w !== '');
  return license === null && warnings.length === 0 ? null : { license, warnings };
}

/** The notices for one place: null where its switch is off or there is nothing to show. */
export function complianceNoticesAt(
  cms: ComplianceNoticesCms,
  place: CompliancePlace,
): ComplianceNotices | null {
  const flag = COMPLIANCE_PLACES[place];
  if (flag !== null && !cms[flag]) return null;
  return complianceNotices(cms);
}
