import styled from 'styled-components';

export const Toolbar = styled.aside`
  position: fixed;
  left: 12px;
  bottom: 12px;
  /* Below desktop the sticky mobile footer owns the bottom edge: sit above its tallest design. */
  @media (max-width: 1023.98px) {
    bottom: calc(104px + env(safe-area-inset-bottom, 0px));
  }
  /* On phones the choose-store prompt spans the width above the sticky footer, and a floating
     toolbar covered its "Not now" button (WCAG 2.5.8). Here the toolbar is the page's last block,
     clear of the sticky footer, so it never covers the storefront. */
  @media (max-width: 767.98px) {
    position: static;
    margin: 12px 12px calc(104px + env(safe-area-inset-bottom, 0px));
    max-width: none;
  }
  z-index: ${({ theme }) => theme.z.toolbar};
  max-width: min(560px, calc(100vw - 24px));
  padding: 4px;
  &[data-open='true'] {
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  }
  border-radius: ${({ theme }) => theme.radius.md};
  background: #1b1e23;
  color: #f3f4f1;
  font-size: ${({ theme }) => theme.font.size.xs};
  box-shadow: ${({ theme }) => theme.shadow.lg};
`;

export const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

export const Label = styled.label`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  white-space: nowrap;
`;

export const Select = styled.select`
  min-width: 0;
  max-width: 180px;
  padding: 4px 6px;
  border-radius: ${({ theme }) => theme.radius.sm};
  border: 1px solid #4a505a;
  background: #2a2e35;
  color: inherit;
`;

export const Toggle = styled.button`
  /* WCAG 2.5.8: at least 24 px high, like every control. */
  min-height: 24px;
  padding: 4px 8px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: #2f6b4c;
  color: #fff;
  cursor: pointer;
  white-space: nowrap;
  &[data-has-issues='true'] {
    background: #9a3b12;
  }
`;

export const Panel = styled.div`
  max-height: 40vh;
  &[hidden] {
    display: none;
  }
  overflow: auto;
  margin-top: ${({ theme }) => theme.space.sm};
  p {
    margin: 0;
  }
`;

export const About = styled.p`
  margin-bottom: ${({ theme }) => theme.space.sm} !important;
  color: #c9ccd1;
`;

export const List = styled.ul`
  margin: 0;
  padding-left: 16px;
  display: grid;
  gap: 6px;
  code {
    color: #ffd28a;
    /* A replaced default can be a long JSON object: wrap it rather than clip it. */
    overflow-wrap: anywhere;
  }
`;

export const Source = styled.span`
  display: block;
  color: #9aa0a8;
`;
