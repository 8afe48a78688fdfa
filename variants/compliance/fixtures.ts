/**
 * Compliance notices for stories and tests: a made-up licence number and warnings worded after
 * the warning statements Michigan's Cannabis Regulatory Agency requires of marihuana retailers
 * (no rule number is cited: check the state's current rule before reusing them), as
 * fixtures/sites/compliance-notices.json has them.
 */
import type { ComplianceNotices } from './types';

export const MICHIGAN_WARNINGS = [
  'It is illegal to drive a motor vehicle while under the influence of marihuana.',
  'National Poison Control Center 1-800-222-1222.',
  'For use by individuals 21 years of age and older or by a registered qualifying patient only. Keep out of reach of children.',
] as const;

export const LICENSE_LINE = 'License No. AU-R-000123';

export const complianceNotices = {
  /** The licence and all three warnings. */
  michigan: { license: LICENSE_LINE, warnings: [...MICHIGAN_WARNINGS] },
  /** A licence number alone: one line. */
  licenseOnly: { license: LICENSE_LINE, warnings: [] },
  /** Warnings without a licence number: no licence line. */
  warningsOnly: { license: null, warnings: [...MICHIGAN_WARNINGS] },
} satisfies Record<string, ComplianceNotices>;
