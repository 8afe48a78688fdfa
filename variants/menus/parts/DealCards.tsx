import styled from 'styled-components';
import type { MenuDeal } from '../types';
import { MenuAnchor } from './MenuAnchor';
import { BleedStrip } from './styles';

type DealCardsProps = {
  deals: MenuDeal[];
  /** The strip's accessible name: the section title. */
  label: string;
  onNavigate?(href: string): void;
};

const Card = styled(MenuAnchor)`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.ink};
  text-decoration: none;
  &:hover span {
    text-decoration: underline;
  }
`;

/* Deal art is 2:1 banner artwork; here it is shown whole, as the card's face. */
const Banner = styled.img`
  display: block;
  width: 100%;
  aspect-ratio: 2;
  border-radius: ${({ theme }) => theme.radius.md};
  object-fit: cover;
  background: ${({ theme }) => theme.color.surfaceAlt};
  box-shadow: ${({ theme }) => theme.shadow.sm};
`;

const Name = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: 1.3;
  overflow-wrap: anywhere;
`;

/** Today's deals as a swipeable strip of banner cards; the next card peeks to invite a swipe. */
export function DealCards({ deals, label, onNavigate }: DealCardsProps) {
  return (
    <BleedStrip label={label} perView={1.25} gap={12}>
      {deals.map((deal, index) => (
        <Card key={`${index}-${deal.href}`} href={deal.href} onNavigate={onNavigate}>
          <Banner src={deal.image} alt="" />
          <Name>{deal.name}</Name>
        </Card>
      ))}
    </BleedStrip>
  );
}
