/**
 * Menu One — a left drawer that reads top to bottom like a site map: CMS links, picture tiles
 * of the categories, today's deals, then the service links. The default; suits retailers whose
 * customers browse by category and who run daily specials.
 */
import { useId, useState } from 'react';
import { Drawer } from '../../../ui/Drawer';
import { CategoryTiles } from '../parts/CategoryTiles';
import { DealRows } from '../parts/DealRows';
import { MainMenuList } from '../parts/MainMenuList';
import { MenuAnchor } from '../parts/MenuAnchor';
import { Section, SectionHeader, SectionTitle, TextLink } from '../parts/styles';
import { SubMenuDrawer } from '../parts/SubMenuDrawer';
import { MENU_TEXT } from '../parts/texts';
import type { MenuDrawerProps, MenuMainLink } from '../types';
import { Footer, FooterList, Home, Logo } from './MenuOne.styles';

export function MenuOne(props: MenuDrawerProps) {
  const { open, onClose, logo, mainLinks, categories, todaysDeals, staticLinks, onNavigate } =
    props;
  const ids = { main: useId(), categories: useId(), deals: useId() };
  const [subMenu, setSubMenu] = useState<MenuMainLink | null>(null);
  // A sub-menu left open when the drawer closed must not come back with the next opening.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (!open) setSubMenu(null);
  }

  return (
    <>
      <Drawer
        open={open}
        onClose={onClose}
        side="left"
        title={MENU_TEXT.menu}
        hideTitle
        closeLabel={MENU_TEXT.closeMenu}
        leading={
          <Home href="/" onNavigate={onNavigate}>
            <Logo src={logo.src} alt={logo.alt} />
          </Home>
        }
      >
        {mainLinks.length > 0 && (
          <Section as="nav" aria-labelledby={ids.main}>
            <SectionHeader>
              <SectionTitle id={ids.main}>{MENU_TEXT.mainMenu}</SectionTitle>
            </SectionHeader>
            <MainMenuList links={mainLinks} onOpenSubMenu={setSubMenu} onNavigate={onNavigate} />
          </Section>
        )}
        {categories.length > 0 && (
          <Section aria-labelledby={ids.categories}>
            <SectionHeader>
              <SectionTitle id={ids.categories}>{MENU_TEXT.categoryMenu}</SectionTitle>
              <TextLink href={props.shopAllHref} onNavigate={onNavigate}>
                {MENU_TEXT.shopAll}
              </TextLink>
            </SectionHeader>
            <CategoryTiles categories={categories} onNavigate={onNavigate} />
          </Section>
        )}
        {todaysDeals.deals.length > 0 && (
          <Section aria-labelledby={ids.deals}>
            <SectionHeader>
              <SectionTitle id={ids.deals}>{todaysDeals.title}</SectionTitle>
            </SectionHeader>
            <DealRows deals={todaysDeals.deals} onNavigate={onNavigate} />
          </Section>
        )}
        {staticLinks.length > 0 && (
          <Footer aria-label={MENU_TEXT.moreLinks}>
            <FooterList>
              {staticLinks.map((link, index) => (
                <li key={`${index}-${link.href}`}>
                  <MenuAnchor href={link.href} onNavigate={onNavigate}>
                    {link.label}
                  </MenuAnchor>
                </li>
              ))}
            </FooterList>
          </Footer>
        )}
      </Drawer>
      <SubMenuDrawer
        link={open ? subMenu : null}
        onBack={() => setSubMenu(null)}
        onNavigate={onNavigate}
      />
    </>
  );
}
