import { useNavigate, useSearchParams } from 'react-router';
import SearchPageHeader from '../../../variants/search/SearchPageHeader';
import { useSiteSettings } from '../../site/SiteConfigProvider';
import { useHeaderProps } from '../../viewmodels/header/useHeaderProps';
import { useOpenSearch } from '../../viewmodels/search/useOpenSearch';
import { AdSlot } from '../../shell/AdSlot';
import * as S from './search.styles';

/**
 * The mobile search-page header (spec 2.5) over every search page; the shell shows no other
 * header there below 1024 px. The wishlist goes to /your-list without a sign-in check and shows
 * its count only when signed in; notifications need sign-in (the header view-model asks).
 */
export function SearchPageHeaderConnected({
  onSearchHere,
}: {
  /** On /search with the plain type the field is already on the page: focus it, go nowhere. */
  onSearchHere: (() => void) | null;
}) {
  const header = useHeaderProps();
  const navigate = useNavigate();
  const openSearch = useOpenSearch();
  const fullText = useSiteSettings('appSettings').searchMenuType === 'fullText';
  const [params, setParams] = useSearchParams();
  const signedIn = header.account.kind === 'signedIn';
  return (
    <>
      <S.MobileHeader>
        <SearchPageHeader
          placeholder="Type here to search products"
          term={params.get('search') ?? ''}
          wishlistCount={signedIn ? header.counts.wishlist : 0}
          notificationCount={header.counts.notifications}
          onBack={() => void navigate(-1)}
          onSearch={!fullText && onSearchHere !== null ? onSearchHere : openSearch}
          onClear={() =>
            setParams((current) => {
              const next = new URLSearchParams(current);
              next.delete('search');
              return next;
            })
          }
          onWishlist={() => void navigate('/your-list')}
          onNotifications={header.onNotifications}
        />
      </S.MobileHeader>
      {/* Under the header, not in it: the banner scrolls away with the page (spec 2.5, 2.17). */}
      <S.MobileBanner>
        <AdSlot name="search-page-mobile-banner" />
      </S.MobileBanner>
    </>
  );
}
