/**
 * The banner on a deal's listing: the deal picture beside its name and description (stacked on
 * phones), with the context it is shown in ("In Flowers", "From Green Harbor").
 */
import styled from 'styled-components';
import { Skeleton } from '../../../ui/Skeleton';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import type { DealHeaderProps } from '../types';

const Banner = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin-bottom: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.brandSoft};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
    align-items: center;
    gap: ${({ theme }) => theme.space.xl};
  }
`;

const Media = styled.div`
  aspect-ratio: 2 / 1;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.md};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Text = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: 0 ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.sm};
`;

const Eyebrow = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.brandStrong};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

const Name = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xxl};
  line-height: 1.2;
  overflow-wrap: anywhere;
`;

const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.font.size.lg};
`;

export function DealHeader({ deal }: DealHeaderProps) {
  if (deal === null) {
    return (
      // A status region may not be a <header> (aria-allowed-role): the skeleton is a plain box.
      <Banner as="div" role="status" aria-live="polite">
        <VisuallyHidden>Loading deal</VisuallyHidden>
        <Media aria-hidden="true">
          <Skeleton shape="block" height="100%" />
        </Media>
        <Text aria-hidden="true">
          <Skeleton width="30%" height="0.8em" />
          <Skeleton width="75%" height="2em" />
          <Skeleton width="90%" />
        </Text>
      </Banner>
    );
  }
  return (
    <Banner>
      <Media>
        <img src={deal.image.src} alt={deal.image.alt} width="600" height="300" />
      </Media>
      <Text>
        <Eyebrow>{deal.scope !== null ? `Deal · ${deal.scope}` : 'Deal'}</Eyebrow>
        <Name>{deal.name}</Name>
        {deal.description !== '' && <Description>{deal.description}</Description>}
      </Text>
    </Banner>
  );
}
