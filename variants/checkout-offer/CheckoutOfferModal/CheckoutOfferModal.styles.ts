import { Link } from 'react-router';
import styled from 'styled-components';
import { buttonStyles } from '../../../ui/Button';

export const Content = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  margin-top: ${({ theme }) => theme.space.xl};

  /* Two cards per view on a phone leave ~140 px each: the button keeps its words on one line. */
  @media (max-width: 639px) {
    .swiper-slide button svg {
      display: none;
    }
  }
`;

/* Same columns as the carousel (spec 9: 2 below 640 px, else 4), so nothing jumps on arrival. */
export const SkeletonRow = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 10px;
  @media (min-width: 640px) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  & > :nth-child(n + 3) {
    display: none;
    @media (min-width: 640px) {
      display: flex;
    }
  }
`;

export const Empty = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.lg}`};
  border: 1px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surfaceAlt};
  color: ${({ theme }) => theme.color.inkMuted};
  text-align: center;
`;

export const Actions = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.tablet} {
    display: flex;
    justify-content: flex-end;
  }
`;

export const CartLink = styled(Link)`
  ${buttonStyles}
  min-width: 140px;
`;

export const CheckoutButton = styled.button`
  ${buttonStyles}
  min-width: 140px;
`;
