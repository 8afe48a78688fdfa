import styled from 'styled-components';
import type { MenuDeal } from '../types';
import { MenuAnchor } from './MenuAnchor';
import { FlushList, RowLabel, rowStyles } from './styles';

type DealRowsProps = {
  deals: MenuDeal[];
  onNavigate?(href: string): void;
};

const List = styled(FlushList)`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
`;

const Row = styled(MenuAnchor)`
  ${rowStyles}
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/* Deal art is 2:1 banner artwork; a small banner-shaped thumbnail keeps it recognisable. */
const Thumb = styled.img`
  flex: none;
  width: 72px;
  height: 36px;
  border-radius: ${({ theme }) => theme.radius.sm};
  object-fit: cover;
  background: ${({ theme }) => theme.color.surfaceAlt};
`;

/** Compact "Today's Deals" rows: thumbnail and name; the engine already capped the list at 10. */
export function DealRows({ deals, onNavigate }: DealRowsProps) {
  return (
    <List>
      {deals.map((deal, index) => (
        <li key={`${index}-${deal.href}`}>
          <Row href={deal.href} onNavigate={onNavigate}>
            <Thumb src={deal.image} alt="" />
            <RowLabel>{deal.name}</RowLabel>
          </Row>
        </li>
      ))}
    </List>
  );
}
