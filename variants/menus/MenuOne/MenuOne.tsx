/**
 * Menu One — a left drawer that reads top to bottom like a site map: CMS links, picture tiles
 * of the categories, today's deals, then the service links. The default; suits retailers whose
 * customers browse by category and who run daily specials.
 */
import { useId } from 'react';
import { CategoryTiles } from '../parts/CategoryTiles';
import { DealRows } from '../parts/DealRows';
import { MainMenuList } from '../parts/MainMenuList';
import { MenuShell } from '../parts/MenuShell';
import { MenuAnchor } from '../parts/MenuAnchor';
import { RowSkeletons, TileSkeletons } from '../parts/Skeletons';
import { Section, SectionHeader, SectionTitle, TextLink } from '../parts/styles';
import { MENU_TEXT } from '../parts/texts';
import type { MenuDrawerProps } from '../types';
import { Footer, FooterList } from './MenuOne.styles';

export function MenuOne(props: MenuDrawerProps) {
  const { loading, mainLinks, categories, todaysDeals, staticLinks, onNavigate } = props;
  const ids = { main: useId(), categories: useId(), deals: useId() };

  return (
    <MenuShell {...props} design="one" side="left">
      {(openSubMenu) => (
        <>
          {mainLinks.length > 0 && (
            <Section as="nav" aria-labelledby={ids.main}>
              <SectionHeader>
                <SectionTitle id={ids.main}>{MENU_TEXT.mainMenu}</SectionTitle>
              </SectionHeader>
              <MainMenuList links={mainLinks} onOpenSubMenu={openSubMenu} onNavigate={onNavigate} />
            </Section>
          )}
          {(loading.categories || categories.length > 0) && (
            <Section aria-labelledby={ids.categories} aria-busy={loading.categories}>
              <SectionHeader>
                <SectionTitle id={ids.categories}>{MENU_TEXT.categoryMenu}</SectionTitle>
                <TextLink href={props.shopAllHref} onNavigate={onNavigate}>
                  {MENU_TEXT.shopAll}
                </TextLink>
              </SectionHeader>
              {loading.categories ? (
                <TileSkeletons count={4} columns={2} label={MENU_TEXT.categoryMenu} />
              ) : (
                <CategoryTiles categories={categories} onNavigate={onNavigate} />
              )}
            </Section>
          )}
          {(loading.deals || todaysDeals.deals.length > 0) && (
            <Section aria-labelledby={ids.deals} aria-busy={loading.deals}>
              <SectionHeader>
                <SectionTitle id={ids.deals}>{todaysDeals.title}</SectionTitle>
              </SectionHeader>
              {loading.deals ? (
                <RowSkeletons count={4} label={todaysDeals.title} />
              ) : (
                <DealRows deals={todaysDeals.deals} onNavigate={onNavigate} />
              )}
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
        </>
      )}
    </MenuShell>
  );
}
