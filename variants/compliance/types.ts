/**
 * The notices a state's regulator asks a dispensary to set beside its advertising
 * (complianceNoticesCms): its licence line and the state's warning texts. The engine builds them
 * (engine/rules/complianceNotices.ts); every footer design, the age gate, popup campaigns and
 * sponsored ads lay them out with ComplianceNotice.
 */
import type { ComplianceNoticesCms } from '../../schemas';

export type ComplianceNotices = {
  /** licenseLabel and licenseNumber as one line ("License No. AU-R-000123"); null without a number. */
  license: string | null;
  /** complianceNoticesCms.warnings, trimmed and without empty ones, each shown whole. */
  warnings: ComplianceNoticesCms['warnings'];
};

/**
 * Where a notice sits, which decides its type and colour:
 * - footer: the legal line of a footer, on the footer's CMS colours (its text colour inherited),
 *   as the page's "Legal notices" region;
 * - compact: small print in a popup or beside a sponsored ad, in the muted ink of the page;
 * - ageGate: closing the age gate's card, set off by a rule.
 */
export const COMPLIANCE_NOTICE_TONES = ['footer', 'compact', 'ageGate'] as const;
export type ComplianceNoticeTone = (typeof COMPLIANCE_NOTICE_TONES)[number];

export type ComplianceNoticeProps = {
  notices: ComplianceNotices;
  tone: ComplianceNoticeTone;
  className?: string;
};
