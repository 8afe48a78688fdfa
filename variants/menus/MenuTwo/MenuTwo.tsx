/**
 * Menu Two — a left drawer split into three tabs (Main menu, Categories, Deals) under the logo: a
 * compact 3-column category grid ending in "Shop all", and a deal finder that searches the store's
 * specials as you type. For retailers with many deals, whose shoppers come looking for one.
 */
import { CategoryTiles } from '../parts/CategoryTiles';
import { DealSearch } from '../parts/DealSearch';
import { EmptyNote } from '../parts/EmptyNote';
import { MainMenuList } from '../parts/MainMenuList';
import { MenuShell } from '../parts/MenuShell';
import { MenuTabPanel, MenuTabs, type MenuTab } from '../parts/MenuTabs';
import { TileSkeletons } from '../parts/Skeletons';
import { MENU_TEXT } from '../parts/texts';
import { useMenuTabs } from '../parts/useMenuTabs';
import type { MenuDrawerProps } from '../types';
import { Panel, TabBar } from './MenuTwo.styles';

type TabId = 'main' | 'categories' | 'deals';

const TABS: readonly MenuTab<TabId>[] = [
  { id: 'main', label: MENU_TEXT.mainMenuTab },
  { id: 'categories', label: MENU_TEXT.categoriesTab },
  { id: 'deals', label: MENU_TEXT.dealsTab },
];

export function MenuTwo(props: MenuDrawerProps) {
  const { open, onNavigate, loading } = props;
  const tabs = useMenuTabs(open, TABS, 'main');

  return (
    <MenuShell {...props} design="two" side="left">
      {(openSubMenu) => (
        <>
          <TabBar>
            <MenuTabs {...tabs.list} label={MENU_TEXT.menuSections} look="underline" />
          </TabBar>
          <MenuTabPanel {...tabs.panel('main')}>
            <Panel>
              {props.mainLinks.length > 0 ? (
                <nav aria-label={MENU_TEXT.mainMenu}>
                  <MainMenuList
                    links={props.mainLinks}
                    onOpenSubMenu={openSubMenu}
                    onNavigate={onNavigate}
                  />
                </nav>
              ) : (
                <EmptyNote>{MENU_TEXT.noLinks}</EmptyNote>
              )}
            </Panel>
          </MenuTabPanel>
          <MenuTabPanel {...tabs.panel('categories')}>
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
          <MenuTabPanel {...tabs.panel('deals')}>
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
        </>
      )}
    </MenuShell>
  );
}
