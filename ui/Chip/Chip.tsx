import styled from 'styled-components';

/**
 * A rounded link in a row of choices (a state, a brand, a filter). Rendered through the router
 * with `as={Link}`: ui/ holds no routing. `aria-current="page"` marks the choice in view; a design
 * that differs extends it with `styled(Chip)`.
 */
export const Chip = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  color: ${({ theme }) => theme.color.ink};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: none;

  &:hover {
    border-color: ${({ theme }) => theme.color.brand};
  }
  &[aria-current='page'] {
    border-color: ${({ theme }) => theme.color.brand};
    background: ${({ theme }) => theme.color.brandSoft};
    color: ${({ theme }) => theme.color.brandStrong};
  }
`;
