import { useId } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { Drawer } from '../../../ui/Drawer';
import type { MoreSheetProps, ShopByChoiceSheet as SheetData } from '../types';
import { ChoiceCoverflow } from './ChoiceCoverflow';

const Content = styled.div`
  padding: ${({ theme }) => theme.space.sm} 0 ${({ theme }) => theme.space.xl};
`;

const Heading = styled.h3`
  margin: 0 ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const Prices = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0 ${({ theme }) => theme.space.lg};
  list-style: none;
`;

const PriceLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space.lg};
  border: 1.5px solid ${({ theme }) => theme.color.brand};
  border-radius: ${({ theme }) => theme.radius.pill};
  color: ${({ theme }) => theme.color.brandStrong};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-decoration: none;
  white-space: nowrap;

  @media (hover: hover) {
    &:hover {
      background: ${({ theme }) => theme.color.brandSoft};
    }
  }
`;

const ShopAll = styled(Link)`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 48px;
  margin: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg} 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.brand};
  color: ${({ theme }) => theme.color.onBrand};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-decoration: none;

  @media (hover: hover) {
    &:hover {
      background: ${({ theme }) => theme.color.brandStrong};
    }
  }
`;

/**
 * Design five's More sheet (spec 2.10): the Shop By Choice coverflow, the Shop By Price filters
 * and the Shop All button. A bottom-sheet dialog: focus trapped, Escape closes, focus goes back
 * to the More button; following any link closes it too.
 */
export function ShopByChoiceSheet({ sheet, open, onClose }: MoreSheetProps<SheetData>) {
  const priceTitleId = useId();
  return (
    <Drawer open={open} onClose={onClose} side="bottom" title={sheet.title}>
      <Content data-sticky-footer-sheet="shopByChoice">
        {sheet.slides.length > 0 && (
          <ChoiceCoverflow label={sheet.title} slides={sheet.slides} onFollow={onClose} />
        )}
        <section aria-labelledby={priceTitleId}>
          <Heading id={priceTitleId}>{sheet.priceTitle}</Heading>
          <Prices>
            {sheet.prices.map((price) => (
              <li key={price.href}>
                <PriceLink to={price.href} onClick={onClose}>
                  {price.text}
                </PriceLink>
              </li>
            ))}
          </Prices>
        </section>
        <ShopAll to={sheet.shopAll.href} onClick={onClose}>
          {sheet.shopAll.text}
        </ShopAll>
      </Content>
    </Drawer>
  );
}
