import { SupportHubView } from '../../../variants/support/SupportViews';
import { supportLinks } from '../../rules/support';
import { useSiteSettings } from '../../site/SiteConfigProvider';
import { PageFrame } from '../frame/PageFrame';

/** /customer-support: the ways to get help (chat only where the CMS turns it on, spec 2.4). */
export function SupportHubPage() {
  const chatEnabled = useSiteSettings('chatPlatformCms').enabled;
  return (
    <PageFrame description="Tickets, chat, answers and contact details in one place.">
      <SupportHubView links={supportLinks(chatEnabled)} />
    </PageFrame>
  );
}
