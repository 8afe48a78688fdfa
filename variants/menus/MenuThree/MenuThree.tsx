/**
 * Menu Three — a shop-front drawer: swipeable round category pictures, a grid of sponsored brand
 * logos, today's deals as banner cards, and the CMS links last on a tinted band. For retailers
 * who sell on brands and promotions more than on a site map.
 */
import { useId } from 'react';
import { BrandTiles } from '../parts/BrandTiles';
import { CategoryCircles } from '../parts/CategoryCircles';
import { DealCards } from '../parts/DealCards';
import { MainMenuList } from '../parts/MainMenuList';
import { MenuShell } from '../parts/MenuShell';
import { CardSkeletons, TileSkeletons } from '../parts/Skeletons';
import { SectionTitle, TextLink } from '../parts/styles';
import { MENU_TEXT } from '../parts/texts';
import type { MenuDrawerProps } from '../types';
import { Block, Heading, LinksBand, Title } from './MenuThree.styles';

export function MenuThree(props: MenuDrawerProps) {
  const { onNavigate, loading, categories, sponsoredBrands, todaysDeals } = props;
  const ids = { categories: useId(), brands: useId(), deals: useId(), main: useId() };

  return (
    <MenuShell {...props} design="three" side="left">
      {(openSubMenu) => (
        <>
          {(loading.categories || categories.length > 0) && (
            <Block aria-labelledby={ids.categories} aria-busy={loading.categories}>
              <Heading>
                <Title id={ids.categories}>{MENU_TEXT.shopYourCategories}</Title>
                <TextLink href={props.shopAllHref} onNavigate={onNavigate}>
                  {MENU_TEXT.shopAll}
                </TextLink>
              </Heading>
              {loading.categories ? (
                <TileSkeletons
                  count={4}
                  columns={4}
                  shape="round"
                  label={MENU_TEXT.shopYourCategories}
                />
              ) : (
                <CategoryCircles
                  categories={categories}
                  label={MENU_TEXT.shopYourCategories}
                  onNavigate={onNavigate}
                />
              )}
            </Block>
          )}
          {(loading.brands || sponsoredBrands.length > 0) && (
            <Block aria-labelledby={ids.brands} aria-busy={loading.brands}>
              <Heading>
                <Title id={ids.brands}>{MENU_TEXT.sponsoredBrand}</Title>
                <TextLink href={props.sponsoredBrandsHref} onNavigate={onNavigate}>
                  {MENU_TEXT.shopAll}
                </TextLink>
              </Heading>
              {loading.brands ? (
                <TileSkeletons count={8} columns={4} label={MENU_TEXT.sponsoredBrand} />
              ) : (
                <BrandTiles brands={sponsoredBrands} onNavigate={onNavigate} />
              )}
            </Block>
          )}
          {(loading.deals || todaysDeals.deals.length > 0) && (
            <Block aria-labelledby={ids.deals} aria-busy={loading.deals}>
              <Heading>
                <Title id={ids.deals}>{todaysDeals.title}</Title>
              </Heading>
              {loading.deals ? (
                <CardSkeletons label={todaysDeals.title} />
              ) : (
                <DealCards
                  deals={todaysDeals.deals}
                  label={todaysDeals.title}
                  onNavigate={onNavigate}
                />
              )}
            </Block>
          )}
          {props.mainLinks.length > 0 && (
            <LinksBand aria-labelledby={ids.main}>
              <Heading>
                <SectionTitle id={ids.main}>{MENU_TEXT.mainMenu}</SectionTitle>
              </Heading>
              <MainMenuList
                links={props.mainLinks}
                onOpenSubMenu={openSubMenu}
                onNavigate={onNavigate}
              />
            </LinksBand>
          )}
        </>
      )}
    </MenuShell>
  );
}
