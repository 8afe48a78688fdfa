import styled from 'styled-components';

export const SkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space.sm};
  top: -100px;
  z-index: ${({ theme }) => theme.z.toolbar};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  background: ${({ theme }) => theme.color.ink};
  color: ${({ theme }) => theme.color.surface};
  border-radius: ${({ theme }) => theme.radius.sm};
  &:focus {
    top: ${({ theme }) => theme.space.sm};
  }
`;

export const Main = styled.main`
  display: block;
  min-height: 60vh;
  &:focus {
    outline: none;
  }
`;

export const PopupLayer = styled.div`
  position: relative;
  z-index: ${({ theme }) => theme.z.popup};
`;

/** Only a hook for hiding the footer while a popup campaign is open: it adds no box of its own. */
export const PageFooter = styled.div`
  display: contents;
`;
