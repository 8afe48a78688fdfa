import { useMemo } from 'react';
import type { ComplianceNotices } from '../../../variants/compliance/types';
import { complianceNoticesAt, type CompliancePlace } from '../../rules/complianceNotices';
import { useSiteSettings } from '../../site/SiteConfigProvider';

/**
 * The site's compliance notices for one place (footer, age gate, popups, ads); null where they do
 * not show. Kept while the setting is unchanged, so the variants that take them do not re-render.
 */
export function useComplianceNotices(place: CompliancePlace): ComplianceNotices | null {
  const cms = useSiteSettings('complianceNoticesCms');
  return useMemo(() => complianceNoticesAt(cms, place), [cms, place]);
}
