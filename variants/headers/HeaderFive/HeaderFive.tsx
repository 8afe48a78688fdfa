/**
 * Header Five — the bold brand band: a dark brand-coloured header whose hero is a large centred
 * search, with store and account in a slim utility row above and the navigation on a lighter
 * band below. For retailers whose shoppers mostly search and who want a strong brand colour.
 */
import { HeaderIcons } from '../parts/HeaderIcons';
import { HeaderLogo } from '../parts/HeaderLogo';
import { Desktop } from '../parts/headerFrame';
import { navBarProps, searchBoxProps, storeAreaEvents } from '../parts/headerPartProps';
import type { HeaderProps } from '../types';
import { BandAccountMenu } from './BandAccountMenu';
import { BandMobile } from './BandMobile';
import { BandStoreArea } from './BandStoreArea';
import {
  Band,
  BandIcons,
  HeroSearch,
  LightNav,
  LogoPlate,
  Main,
  Root,
  Utility,
  UtilityRow,
} from './HeaderFive.styles';

export function HeaderFive(props: HeaderProps) {
  const { logo, sticky, storeArea, account, counts } = props;
  return (
    <Root data-sticky={sticky} data-variant="five">
      <BandMobile {...props} />
      <Desktop>
        <Band>
          <Utility>
            <UtilityRow>
              {storeArea && (
                <BandStoreArea area={storeArea} wording="strip" {...storeAreaEvents(props)} />
              )}
              <BandAccountMenu
                account={account}
                onCreateList={props.onCreateList}
                onSignOut={props.onSignOut}
              />
            </UtilityRow>
          </Utility>
          <Main>
            <LogoPlate>
              <HeaderLogo logo={logo} />
            </LogoPlate>
            <HeroSearch {...searchBoxProps(props)} />
            <BandIcons>
              <HeaderIcons
                counts={counts}
                showNotifications={props.showNotifications}
                onWishlist={props.onWishlist}
                onNotifications={props.onNotifications}
                onOpenCart={props.onOpenCart}
              />
            </BandIcons>
          </Main>
        </Band>
        <LightNav {...navBarProps(props)} />
      </Desktop>
    </Root>
  );
}
