import styled from 'styled-components';
import type { FooterStore } from '../types';
import { FooterAnchor } from './FooterAnchor';
import { telHref } from './links';
import { FOOTER_TEXT } from './texts';

/**
 * One store of the footer carousel (spec 2.11): name, address, "Call : {phone}" only when the
 * store has a number, and "Store Details". Cards use the theme's surface and ink rather than the
 * CMS colours so their text contrast holds whatever band colour the retailer picks.
 */
export function StoreCard({ store }: { store: FooterStore }) {
  const phoneHref = store.phone === null ? null : telHref(store.phone);
  return (
    <Card>
      <Name>{store.name}</Name>
      <Address>{store.address}</Address>
      {store.phone !== null && (
        <Phone>
          {phoneHref === null ? (
            `${FOOTER_TEXT.callPrefix}${store.phone}`
          ) : (
            <a href={phoneHref}>{`${FOOTER_TEXT.callPrefix}${store.phone}`}</a>
          )}
        </Phone>
      )}
      <Details href={store.detailsHref}>{FOOTER_TEXT.storeDetails}</Details>
    </Card>
  );
}

const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  height: 100%;
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.ink};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Name = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  overflow-wrap: anywhere;
`;

const Address = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.inkMuted};
`;

const Phone = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.inkMuted};

  a {
    color: inherit;
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    color: ${({ theme }) => theme.color.brand};
    text-decoration: underline;
  }
`;

/* margin-top: auto pins the link to the card foot so a row of cards lines up. */
const Details = styled(FooterAnchor)`
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.brand};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-decoration: underline;
  text-underline-offset: 0.2em;

  &:hover,
  &:focus-visible {
    color: ${({ theme }) => theme.color.brandStrong};
  }
`;
