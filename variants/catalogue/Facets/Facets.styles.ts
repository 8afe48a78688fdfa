import { Link } from 'react-router';
import styled from 'styled-components';

export const Panel = styled.div`
  display: grid;
`;

/** Each facet a section of the panel, ruled off from the next. */
export const Group = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: ${({ theme }) => theme.space.lg} 0;
  border: 0;
  border-top: 1px solid ${({ theme }) => theme.color.border};

  &:first-child {
    border-top: 0;
    padding-top: 0;
  }
  /* The floated legend (below) is followed by the facet's own content. */
  & > legend + * {
    clear: both;
  }
`;

/* Floated, a legend is laid out as any element: it does not break the group's top rule. */
export const Legend = styled.legend`
  float: left;
  width: 100%;
  margin-bottom: ${({ theme }) => theme.space.sm};
  padding: 0;
  color: ${({ theme }) => theme.color.ink};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

export const Options = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Option = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 36px;
  color: ${({ theme }) => theme.color.ink};
  font-size: ${({ theme }) => theme.font.size.sm};
  cursor: pointer;

  input {
    flex: none;
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${({ theme }) => theme.color.brand};
    cursor: inherit;
  }
  &[data-disabled='true'] {
    color: ${({ theme }) => theme.color.inkSubtle};
    cursor: not-allowed;
  }
`;

export const OptionName = styled.span`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const Count = styled.span`
  flex: none;
  min-width: 28px;
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surfaceAlt};
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-variant-numeric: tabular-nums;
  line-height: 20px;
  text-align: center;
`;

export const More = styled.button`
  justify-self: start;
  min-height: 32px;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.brand};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  cursor: pointer;

  &:hover {
    text-decoration: underline;
  }
`;

/**
 * Removable chips of the choices in force, and "Clear all" after them: one row that scrolls
 * sideways on phones (as the category chips do, so the products stay near the top), wrapped
 * from tablets up.
 */
export const Chips = styled.ul`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  /* The row runs to the screen's edge, as the category chips do; room for the focus ring too,
     which the scrolling box would clip. */
  margin: 0 calc(-1 * ${({ theme }) => theme.layout.gutter}) 0 0;
  padding: 3px ${({ theme }) => theme.layout.gutter} 3px 3px;
  list-style: none;
  overflow-x: auto;
  scrollbar-width: none;
  &::-webkit-scrollbar {
    display: none;
  }
  /* A chip keeps its width in the scrolling row (its × too). */
  & > li {
    flex: none;
  }

  ${({ theme }) => theme.media.tablet} {
    flex-wrap: wrap;
    margin: 0;
    padding: 0;
    overflow: visible;
  }
`;

export const RemoveChip = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.space.sm} 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.brand};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.brandSoft};
  color: ${({ theme }) => theme.color.brandStrong};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: none;
  white-space: nowrap;

  svg {
    flex: none;
  }
  &:hover {
    background: ${({ theme }) => theme.color.surface};
  }
`;

export const ClearAll = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.color.brand};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

/** "(%)" beside a range's title. */
export const Unit = styled.span`
  color: ${({ theme }) => theme.color.inkSubtle};
  font-weight: ${({ theme }) => theme.font.weight.regular};
`;
