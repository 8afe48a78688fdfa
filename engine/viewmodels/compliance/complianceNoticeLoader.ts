import { moduleLoader } from '../../hydration/moduleLoader';
import type * as noticeModule from '../../../variants/compliance/ComplianceNotice/ComplianceNotice';

/** The notice's view, a chunk of its own: a site without notices never downloads it. */
export type NoticeView = (typeof noticeModule)['ComplianceNotice'];

/**
 * The server and a page hydrating notices beside an ad load it before rendering
 * (engine/app/serverState), so an ad's reservation draws them in its first pass, as the server did.
 */
const notice = moduleLoader<NoticeView>(() =>
  import('../../../variants/compliance/ComplianceNotice/ComplianceNotice').then(
    (module) => module.ComplianceNotice,
  ),
);

export const loadComplianceNotice = notice.load;

/** The notice's view once loaded, else null; fetched when `wanted` (the site has notices). */
export const useComplianceNoticeView = (wanted: boolean): NoticeView | null => notice.use(wanted);
