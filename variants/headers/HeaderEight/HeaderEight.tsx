/**
 * Header Eight — brand-forward / editorial: a tall masthead with the logo large on the centre,
 * the store shown as a quiet announcement line above it ("Change" to switch), spaced uppercase
 * navigation centred below, and the search, account and icons tucked at the right. For premium
 * brands with a strong identity that want the logo, not the tools, to lead the page.
 */
import { MenuIcon } from '../../../ui/Icon';
import { AccountAndIcons } from '../parts/AccountAndIcons';
import { HeaderLogo } from '../parts/HeaderLogo';
import { Desktop } from '../parts/headerFrame';
import { searchBoxProps, storeAreaEvents } from '../parts/headerPartProps';
import type { HeaderProps } from '../types';
import { EditorialNav } from './EditorialNav';
import {
  DesktopSearch,
  LogoRow,
  MenuButton,
  Mobile,
  Root,
  Start,
  UtilityTop,
  Utilities,
} from './HeaderEight.styles';
import { StoreLine } from './StoreLine';

export function HeaderEight(props: HeaderProps) {
  const { logo, sticky, storeArea } = props;
  return (
    <Root data-sticky={sticky} data-store-area={storeArea !== null} data-variant="eight">
      <Mobile {...props} />
      <Desktop>
        {storeArea && <StoreLine area={storeArea} wording="desktop" {...storeAreaEvents(props)} />}
        <LogoRow>
          <Start>
            <MenuButton type="button" aria-label="Open menu" onClick={props.onOpenMenu}>
              <MenuIcon />
              Menu
            </MenuButton>
          </Start>
          <HeaderLogo logo={logo} />
          <Utilities>
            <UtilityTop>
              <AccountAndIcons {...props} />
            </UtilityTop>
            <DesktopSearch {...searchBoxProps(props)} />
          </Utilities>
        </LogoRow>
        <EditorialNav
          brandMenu={props.brandMenu}
          placeholderMenus={props.placeholderMenus}
          links={props.navLinks}
          loading={props.navLoading}
        />
      </Desktop>
    </Root>
  );
}
