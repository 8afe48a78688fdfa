/**
 * "Shop By Price" (spec 9): one large button per price band, each a link to the shop's
 * "?pageNo=1&price={value}" form. Two columns on phones, a single row on desktop.
 */
import { Link } from 'react-router';
import styled from 'styled-components';
import type { PriceButtonsProps } from '../types';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.xxl};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(7, minmax(0, 1fr));
  }
`;

const Band = styled(Link)`
  display: grid;
  place-items: center;
  min-height: 64px;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.brand};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.brandStrong};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-align: center;
  text-decoration: none;

  &:hover,
  &[aria-current='page'] {
    background: ${({ theme }) => theme.color.brand};
    color: ${({ theme }) => theme.color.onBrand};
  }
`;

export function PriceButtons({ title, prices }: PriceButtonsProps) {
  return (
    <Section aria-label={title}>
      <h2>{title}</h2>
      <List>
        {prices.map((price) => (
          <li key={price.href}>
            <Band to={price.href} aria-current={price.current ? 'page' : undefined}>
              {price.label}
            </Band>
          </li>
        ))}
      </List>
    </Section>
  );
}
