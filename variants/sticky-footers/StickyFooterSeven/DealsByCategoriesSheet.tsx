import { Drawer } from '../../../ui/Drawer';
import { ChevronRightIcon } from '../../../ui/Icon';
import { Skeleton } from '../../../ui/Skeleton';
import { cssVars } from '../../../ui/cssVars';
import type { DealsByCategoriesSheet as SheetData, MoreSheetProps, SheetButton } from '../types';
import {
  ActionLink,
  Actions,
  Content,
  Empty,
  Grid,
  SkeletonTile,
  Tile,
  TileImage,
  TileName,
} from './DealsByCategoriesSheet.styles';

/** Skeleton tiles while the product categories load: one row and a half at 375 px. */
const SKELETON_TILES = 6;

function Action({ button, onClose }: { button: SheetButton; onClose(): void }) {
  return (
    <ActionLink
      to={button.href}
      onClick={onClose}
      style={cssVars({
        '--action-bg': button.background,
        '--action-text': button.textColor,
        '--action-icon': button.iconColor,
      })}
    >
      {button.text}
      <ChevronRightIcon size={18} />
    </ActionLink>
  );
}

/**
 * Design seven's More sheet (spec 2.10): a grid of categories, each to its deals, then the "View
 * All Deals" and "Shop All" buttons in their CMS colours. A bottom-sheet dialog: focus trapped,
 * Escape closes, focus goes back to the More button; following any link closes it too.
 */
export function DealsByCategoriesSheet({ sheet, open, onClose }: MoreSheetProps<SheetData>) {
  return (
    <Drawer open={open} onClose={onClose} side="bottom" title={sheet.title}>
      <Content data-sticky-footer-sheet="dealsByCategories" aria-busy={sheet.loading || undefined}>
        {sheet.loading ? (
          <Grid aria-label="Loading categories">
            {Array.from({ length: SKELETON_TILES }, (_, index) => (
              <SkeletonTile key={index}>
                <Skeleton height="auto" shape="block" />
                <Skeleton width="70%" height="0.875rem" />
              </SkeletonTile>
            ))}
          </Grid>
        ) : sheet.categories.length === 0 ? (
          <Empty>No categories yet.</Empty>
        ) : (
          <Grid>
            {sheet.categories.map((category) => (
              <li key={category.href}>
                <Tile to={category.href} onClick={onClose}>
                  <TileImage>
                    {category.image !== null ? (
                      <img src={category.image} alt="" />
                    ) : (
                      <span aria-hidden="true">{category.name.charAt(0)}</span>
                    )}
                  </TileImage>
                  <TileName>{category.name}</TileName>
                </Tile>
              </li>
            ))}
          </Grid>
        )}
        <Actions>
          <Action button={sheet.viewAllDeals} onClose={onClose} />
          <Action button={sheet.shopAll} onClose={onClose} />
        </Actions>
      </Content>
    </Drawer>
  );
}
