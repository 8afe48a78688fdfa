import styled from 'styled-components';

/** A button dressed as a search field: typing happens in the search overlay or page it opens. */
export const Field = styled.button`
  display: flex;
  align-items: center;
  gap: 6px;
  width: 100%;
  min-width: 0;
  height: 44px;
  /* Tight insets and 13 px text, for the same reason as the bar's zero gap. */
  padding: 0 10px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surfaceAlt};
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: 0.8125rem;
  text-align: start;
  cursor: text;
  &:hover {
    border-color: ${({ theme }) => theme.color.inkSubtle};
  }
  svg {
    flex: none;
    color: ${({ theme }) => theme.color.ink};
  }
`;

export const FieldText = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;
