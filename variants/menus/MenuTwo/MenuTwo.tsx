/**
 * Menu Two — a left drawer split into three tabs (Main menu, Categories, Deals) under the logo: a
 * compact 3-column category grid ending in "Shop all", and a deal finder that searches the store's
 * specials as you type. For retailers with many deals, whose shoppers come looking for one.
 */
import { useId } from 'react';
import { Drawer } from '../../../ui/Drawer';
import { CategoryTiles } from '../parts/CategoryTiles';
import { DealSearch } from '../parts/DealSearch';
import { DrawerLogo } from '../parts/DrawerLogo';
import { EmptyNote } from '../parts/EmptyNote';
import { MainMenuList } from '../parts/MainMenuList';
import { MenuTabPanel, MenuTabs, type MenuTab } from '../parts/MenuTabs';
import { TileSkeletons } from '../parts/Skeletons';
import { SubMenuDrawer } from '../parts/SubMenuDrawer';
import { MENU_TEXT } from '../parts/texts';
import { useResetOnClose } from '../parts/useResetOnClose';
import type { MenuDrawerProps, MenuMainLink } from '../types';
import { Panel, TabBar } from './MenuTwo.styles';

type TabId = 'main' | 'categories' | 'deals';

const TABS: readonly MenuTab<TabId>[] = [
  { id: 'main', label: MENU_TEXT.mainMenuTab },
  { id: 'categories', label: MENU_TEXT.categoriesTab },
  { id: 'deals', label: MENU_TEXT.dealsTab },
];

export function MenuTwo(props: MenuDrawerProps) {
  const { open, onClose, onNavigate, loading } = props;
  const idBase = useId();
  const [tab, setTab] = useResetOnClose<TabId>(open, 'main');
  const [subMenu, setSubMenu] = useResetOnClose<MenuMainLink | null>(open, null);

  return (
    <>
      <Drawer
        open={open}
        onClose={onClose}
        side="left"
        title={MENU_TEXT.menu}
        hideTitle
        closeLabel={MENU_TEXT.closeMenu}
        leading={<DrawerLogo logo={props.logo} onNavigate={onNavigate} />}
      >
        <div data-menu-drawer="two">
          <TabBar>
            <MenuTabs
              tabs={TABS}
              active={tab}
              onChange={setTab}
              label={MENU_TEXT.menuSections}
              idBase={idBase}
              look="underline"
            />
          </TabBar>
          <MenuTabPanel idBase={idBase} id="main" active={tab === 'main'}>
            <Panel>
              {props.mainLinks.length > 0 ? (
                <nav aria-label={MENU_TEXT.mainMenu}>
                  <MainMenuList
                    links={props.mainLinks}
                    onOpenSubMenu={setSubMenu}
                    onNavigate={onNavigate}
                  />
                </nav>
              ) : (
                <EmptyNote>{MENU_TEXT.noLinks}</EmptyNote>
              )}
            </Panel>
          </MenuTabPanel>
          <MenuTabPanel idBase={idBase} id="categories" active={tab === 'categories'}>
            <Panel aria-busy={loading.categories}>
              {loading.categories ? (
                <TileSkeletons count={9} columns={3} label={MENU_TEXT.categoriesTab} />
              ) : (
                <CategoryTiles
                  categories={props.categories}
                  columns={3}
                  shopAll={{ label: MENU_TEXT.shopAll, href: props.shopAllHref }}
                  onNavigate={onNavigate}
                />
              )}
            </Panel>
          </MenuTabPanel>
          <MenuTabPanel idBase={idBase} id="deals" active={tab === 'deals'}>
            <Panel>
              <DealSearch
                search={props.dealSearch}
                title={props.todaysDeals.title}
                loading={loading.deals}
                onSearch={props.onDealSearch}
                onNavigate={onNavigate}
              />
            </Panel>
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
