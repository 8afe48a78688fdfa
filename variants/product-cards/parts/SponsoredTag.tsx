import styled from 'styled-components';

/** The text every ad carries, visible and read by screen readers. */
export const SPONSORED_LABEL = 'Sponsored';

/** Marks a card an advertiser paid for: ink on white, quieter than the deal tag beside it. */
export const SponsoredTag = styled.span`
  display: inline-block;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.ink};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: 1.4;
  white-space: nowrap;
`;
