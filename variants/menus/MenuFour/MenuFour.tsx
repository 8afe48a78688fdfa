/**
 * Menu Four — a bottom sheet titled "Menu" with a segmented Explore / Shop / Location switch:
 * thumb-reachable on big phones, with the store picker one tap away. For retailers with several
 * stores, whose shoppers often switch location before they browse.
 */
import { useId } from 'react';
import { Drawer } from '../../../ui/Drawer';
import { CategoryChips } from '../parts/CategoryChips';
import { CategoryRows } from '../parts/CategoryRows';
import { EmptyNote } from '../parts/EmptyNote';
import { MainMenuList } from '../parts/MainMenuList';
import { MenuTabPanel, MenuTabs, type MenuTab } from '../parts/MenuTabs';
import { RowSkeletons } from '../parts/Skeletons';
import { SectionHeader, SectionTitle } from '../parts/styles';
import { SubMenuDrawer } from '../parts/SubMenuDrawer';
import { MENU_TEXT } from '../parts/texts';
import { useResetOnClose } from '../parts/useResetOnClose';
import type { MenuDrawerProps, MenuMainLink } from '../types';
import { Group, Panel, Tabs } from './MenuFour.styles';

type TabId = 'explore' | 'shop' | 'location';

const TABS: readonly MenuTab<TabId>[] = [
  { id: 'explore', label: MENU_TEXT.exploreTab },
  { id: 'shop', label: MENU_TEXT.shopTab },
  { id: 'location', label: MENU_TEXT.locationTab },
];

export function MenuFour(props: MenuDrawerProps) {
  const { open, onClose, onNavigate, loading, categories, mainLinks } = props;
  const idBase = useId();
  const ids = { links: useId(), categories: useId() };
  const [tab, setTab] = useResetOnClose<TabId>(open, 'explore');
  const [subMenu, setSubMenu] = useResetOnClose<MenuMainLink | null>(open, null);
  const shopAll = { label: MENU_TEXT.shopAll, href: props.shopAllHref };

  return (
    <>
      <Drawer
        open={open}
        onClose={onClose}
        side="bottom"
        title={MENU_TEXT.menu}
        closeLabel={MENU_TEXT.closeMenu}
      >
        <div data-menu-drawer="four">
          <Tabs>
            <MenuTabs
              tabs={TABS}
              active={tab}
              onChange={setTab}
              label={MENU_TEXT.menuSections}
              idBase={idBase}
              look="segmented"
            />
          </Tabs>
          <MenuTabPanel idBase={idBase} id="explore" active={tab === 'explore'}>
            <Panel>
              {mainLinks.length > 0 && (
                <Group as="nav" aria-labelledby={ids.links}>
                  <SectionHeader>
                    <SectionTitle id={ids.links}>{MENU_TEXT.mainMenu}</SectionTitle>
                  </SectionHeader>
                  <MainMenuList
                    links={mainLinks}
                    onOpenSubMenu={setSubMenu}
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
          <MenuTabPanel idBase={idBase} id="shop" active={tab === 'shop'}>
            <Panel aria-busy={loading.categories}>
              {loading.categories ? (
                <RowSkeletons count={6} thumb={40} label={MENU_TEXT.shopTab} />
              ) : (
                <CategoryRows categories={categories} shopAll={shopAll} onNavigate={onNavigate} />
              )}
            </Panel>
          </MenuTabPanel>
          <MenuTabPanel idBase={idBase} id="location" active={tab === 'location'}>
            <Panel>{props.locationSlot}</Panel>
          </MenuTabPanel>
        </div>
      </Drawer>
      <SubMenuDrawer
        link={open ? subMenu : null}
        onBack={() => setSubMenu(null)}
        onNavigate={onNavigate}
      />
    </>
  );
}
