/**
 * Header Two — centred logo: the logo sits alone on the page's centre line of a tall masthead,
 * store area and search to its left, account and icons to its right, over a quiet, centred,
 * full-width navigation row. For brands whose logo is the hero (a recognised house brand or a
 * flagship store); it spends height on the brand rather than on links. Below 1024 px the CMS
 * mobile content keeps the same centred logo.
 */
import { AccountAndIcons } from '../parts/AccountAndIcons';
import { HeaderLogo } from '../parts/HeaderLogo';
import { SearchBox } from '../parts/SearchBox';
import { StoreArea } from '../parts/StoreArea';
import type { HeaderProps } from '../types';
import {
  Centre,
  Desktop,
  End,
  Masthead,
  Mobile,
  Nav,
  Root,
  SearchSlot,
  Start,
  StoreSlot,
} from './HeaderTwo.styles';

export function HeaderTwo(props: HeaderProps) {
  const { logo, sticky, storeArea } = props;
  return (
    <Root data-sticky={sticky} data-variant="two">
      <Mobile {...props} />
      <Desktop>
        <Masthead>
          <Start>
            {storeArea && (
              <StoreSlot>
                <StoreArea
                  area={storeArea}
                  onSelectStore={props.onSelectStore}
                  onOpenStorePreference={props.onOpenStorePreference}
                />
              </StoreSlot>
            )}
            <SearchSlot>
              <SearchBox
                placeholder={props.searchPlaceholder}
                onSearch={props.onSearch}
                suggestions={props.desktopSearch}
              />
            </SearchSlot>
          </Start>
          <Centre>
            <HeaderLogo logo={logo} />
          </Centre>
          <End>
            <AccountAndIcons {...props} />
          </End>
        </Masthead>
        <Nav
          brandMenu={props.brandMenu}
          links={props.navLinks}
          loading={props.navLoading}
          onOpenMenu={props.onOpenMenu}
        />
      </Desktop>
    </Root>
  );
}
