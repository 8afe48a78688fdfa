/**
 * Header Three — split navigation: one airy desktop row with the logo in the middle and the
 * navigation split into two halves of similar width either side of it, under a thin strip that
 * carries the store, an expanding "Search" button, the account and the icons. For boutique
 * dispensaries with few links, where the row reads like a shop front rather than a catalogue.
 * Below 1024 px the CMS mobile content keeps the thin store strip on top and the same search.
 */
import { AccountAndIcons } from '../parts/AccountAndIcons';
import { StoreArea } from '../parts/StoreArea';
import { Desktop, HeaderRoot } from '../parts/headerFrame';
import { navBarProps, searchBoxProps, storeAreaEvents } from '../parts/headerPartProps';
import type { HeaderProps } from '../types';
import { Mobile, StoreSlot, Utilities, UtilityBar, UtilityInner } from './HeaderThree.styles';
import { SearchRevealButton, SearchRevealPanel, useSearchReveal } from './SearchReveal';
import { SplitNav } from './SplitNav';

export function HeaderThree(props: HeaderProps) {
  const { logo, sticky, storeArea } = props;
  const search = useSearchReveal();
  return (
    <HeaderRoot data-sticky={sticky} data-variant="three">
      <Mobile {...props} />
      <Desktop>
        <UtilityBar>
          <UtilityInner>
            {storeArea && (
              <StoreSlot>
                <StoreArea area={storeArea} {...storeAreaEvents(props)} />
              </StoreSlot>
            )}
            <Utilities>
              <SearchRevealButton reveal={search} />
              <AccountAndIcons {...props} />
            </Utilities>
          </UtilityInner>
        </UtilityBar>
        <SearchRevealPanel reveal={search} {...searchBoxProps(props)} />
        <SplitNav logo={logo} {...navBarProps(props)} />
      </Desktop>
    </HeaderRoot>
  );
}
