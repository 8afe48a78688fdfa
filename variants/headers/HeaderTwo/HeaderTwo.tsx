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
import { Desktop, HeaderRoot } from '../parts/headerFrame';
import { navBarProps, searchBoxProps, storeAreaEvents } from '../parts/headerPartProps';
import type { HeaderProps } from '../types';
import {
  Centre,
  End,
  Masthead,
  Mobile,
  Nav,
  SearchSlot,
  Start,
  StoreSlot,
} from './HeaderTwo.styles';

export function HeaderTwo(props: HeaderProps) {
  const { logo, sticky, storeArea } = props;
  return (
    <HeaderRoot data-sticky={sticky} data-variant="two">
      <Mobile {...props} />
      <Desktop>
        <Masthead>
          <Start>
            {storeArea && (
              <StoreSlot>
                <StoreArea area={storeArea} {...storeAreaEvents(props)} />
              </StoreSlot>
            )}
            <SearchSlot>
              <SearchBox {...searchBoxProps(props)} />
            </SearchSlot>
          </Start>
          <Centre>
            <HeaderLogo logo={logo} />
          </Centre>
          <End>
            <AccountAndIcons {...props} />
          </End>
        </Masthead>
        <Nav {...navBarProps(props)} />
      </Desktop>
    </HeaderRoot>
  );
}
