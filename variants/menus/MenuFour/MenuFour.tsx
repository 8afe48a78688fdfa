/**
 * Menu Four — a bottom sheet titled "Menu" with a segmented Explore / Shop / Location switch:
 * thumb-reachable on big phones, with the store picker one tap away. For retailers with several
 * stores, whose shoppers often switch location before they browse.
 */
import { useId } from 'react';
import { CategoryChips } from '../parts/CategoryChips';
import { CategoryRows } from '../parts/CategoryRows';
import { EmptyNote } from '../parts/EmptyNote';
import { MainMenuList } from '../parts/MainMenuList';
import { MenuShell } from '../parts/MenuShell';
import { MenuTabPanel, MenuTabs, type MenuTab } from '../parts/MenuTabs';
import { RowSkeletons } from '../parts/Skeletons';
import { SectionHeader, SectionTitle } from '../parts/styles';
import { MENU_TEXT } from '../parts/texts';
import { useMenuTabs } from '../parts/useMenuTabs';
import type { MenuDrawerProps } from '../types';
import { Group, Panel, Tabs } from './MenuFour.styles';

type TabId = 'explore' | 'shop' | 'location';

const TABS: readonly MenuTab<TabId>[] = [
  { id: 'explore', label: MENU_TEXT.exploreTab },
  { id: 'shop', label: MENU_TEXT.shopTab },
  { id: 'location', label: MENU_TEXT.locationTab },
];

export function MenuFour(props: MenuDrawerProps) {
  const { open, onNavigate, loading, categories, mainLinks } = props;
  const tabs = useMenuTabs(open, TABS, 'explore');
  const ids = { links: useId(), categories: useId() };
  const shopAll = { label: MENU_TEXT.shopAll, href: props.shopAllHref };

  return (
    <MenuShell {...props} design="four" side="bottom">
      {(openSubMenu) => (
        <>
          <Tabs>
            <MenuTabs {...tabs.list} label={MENU_TEXT.menuSections} look="segmented" />
          </Tabs>
          <MenuTabPanel {...tabs.panel('explore')}>
            <Panel>
              {mainLinks.length > 0 && (
                <Group as="nav" aria-labelledby={ids.links}>
                  <SectionHeader>
                    <SectionTitle id={ids.links}>{MENU_TEXT.mainMenu}</SectionTitle>
                  </SectionHeader>
                  <MainMenuList
                    links={mainLinks}
                    onOpenSubMenu={openSubMenu}
                    onNavigate={onNavigate}
                  />
                </Group>
              )}
              {(loading.categories || categories.length > 0) && (
                <Group aria-labelledby={ids.categories} aria-busy={loading.categories}>
                  <SectionHeader>
                    <SectionTitle id={ids.categories}>{MENU_TEXT.shopYouCategories}</SectionTitle>
                  </SectionHeader>
                  {loading.categories ? (
                    <RowSkeletons count={4} thumb={46} label={MENU_TEXT.shopYouCategories} />
                  ) : (
                    <CategoryChips categories={categories} onNavigate={onNavigate} />
                  )}
                </Group>
              )}
              {mainLinks.length === 0 && !loading.categories && categories.length === 0 && (
                <EmptyNote>{MENU_TEXT.noLinks}</EmptyNote>
              )}
            </Panel>
          </MenuTabPanel>
          <MenuTabPanel {...tabs.panel('shop')}>
            <Panel aria-busy={loading.categories}>
              {loading.categories ? (
                <RowSkeletons count={6} thumb={40} label={MENU_TEXT.shopTab} />
              ) : (
                <CategoryRows categories={categories} shopAll={shopAll} onNavigate={onNavigate} />
              )}
            </Panel>
          </MenuTabPanel>
          <MenuTabPanel {...tabs.panel('location')}>
            <Panel>{props.locationSlot}</Panel>
          </MenuTabPanel>
        </>
      )}
    </MenuShell>
  );
}
