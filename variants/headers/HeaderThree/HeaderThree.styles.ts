import styled from 'styled-components';
import { hiddenOnDesktop } from '../parts/headerFrame';
import { MobileSplit } from './MobileSplit';

export const Mobile = styled(MobileSplit)`
  ${hiddenOnDesktop}
`;

/* The thin strip above the navigation: store on the left, the utilities on the right. Its tint
   sets it apart from the white navigation row, so hovers here use the deeper sunken tone. */
export const UtilityBar = styled.div`
  background: ${({ theme }) => theme.color.surfaceAlt};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

export const UtilityInner = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xl};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.lg};
  min-height: 48px;
`;

export const StoreSlot = styled.div`
  flex: 0 1 480px;
  min-width: 0;
  & > button {
    width: auto;
    max-width: 100%;
    margin-left: -${({ theme }) => theme.space.sm};
  }
  & > button:hover {
    background: ${({ theme }) => theme.color.surfaceSunken};
  }
`;

export const Utilities = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin-left: auto;
  & > a:hover,
  & > div > a:hover,
  & > div > a[aria-expanded='true'],
  & > button:not([aria-expanded='true']):hover,
  & > div > button:hover {
    background: ${({ theme }) => theme.color.surfaceSunken};
  }
`;
