import styled, { css } from 'styled-components';
import type { HeaderStoreArea } from '../types';

/** A store wording on one line, cut with an ellipsis: it never makes its bar or strip taller. */
export const StoreText = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** A store wording of up to two lines, then an ellipsis: for controls with room to wrap once. */
export const storeTextTwoLines = css`
  display: -webkit-box;
  min-width: 0;
  overflow: hidden;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
`;

const Place = styled.strong`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

/** The store bar wording of spec 2.5 on one line: "Pickup from" and the store or address in bold. */
export function StoreBarWording({
  area,
}: {
  area: Extract<HeaderStoreArea, { kind: 'selected' }>;
}) {
  return (
    <StoreText>
      {area.mobileLabel} <Place>{area.mobilePlace}</Place>
    </StoreText>
  );
}
