import { useNavigate } from 'react-router';
import { useSiteSettings } from '../../site/SiteConfigProvider';
import { openOverlay } from '../../stores/overlays';
import { useStores } from '../../stores/StoresProvider';

/**
 * The read-only mobile search field (spec 2.5): the full-text search type opens the search
 * overlay, any other type goes to the /search page (spec §9 "Search type value").
 */
export function useOpenSearch(): () => void {
  const fullText = useSiteSettings('appSettings').searchMenuType === 'fullText';
  const { overlays } = useStores();
  const navigate = useNavigate();
  return () => {
    if (fullText) openOverlay(overlays, 'search');
    else void navigate('/search');
  };
}
