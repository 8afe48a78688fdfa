import styled, { css } from 'styled-components';

/** Text inputs and selects of the selectors: 44 px touch targets, visible focus from GlobalStyle. */
export const controlStyles = css`
  width: 100%;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.ink};
  font-size: ${({ theme }) => theme.font.size.md};

  &:hover {
    border-color: ${({ theme }) => theme.color.inkSubtle};
  }
  &::placeholder {
    color: ${({ theme }) => theme.color.inkSubtle};
  }
`;

export const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

export const FieldLabel = styled.label`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

/** Positions a decorative icon inside a control; the control leaves room for it via data-icon. */
export const ControlWrap = styled.div`
  position: relative;

  & > svg {
    position: absolute;
    top: 50%;
    transform: translateY(-50%);
    color: ${({ theme }) => theme.color.inkSubtle};
    pointer-events: none;
  }
  & > svg[data-side='start'] {
    left: ${({ theme }) => theme.space.md};
  }
  & > svg[data-side='end'] {
    right: ${({ theme }) => theme.space.md};
  }
  & > [data-icon='start'] {
    padding-left: 40px;
  }
  & > [data-icon='end'] {
    padding-right: 40px;
  }
`;
