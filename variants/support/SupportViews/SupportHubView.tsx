/** Customer Support hub — one card per way to get help; two columns from tablet width. */
import { Link } from 'react-router';
import styled from 'styled-components';
import type { SupportHubProps } from '../types';

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Card = styled(Link)`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  height: 100%;
  padding: ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.ink};
  text-decoration: none;
  strong {
    font-size: ${({ theme }) => theme.font.size.lg};
    color: ${({ theme }) => theme.color.brandStrong};
  }
  span {
    color: ${({ theme }) => theme.color.inkMuted};
    line-height: 1.5;
  }
  &:hover {
    border-color: ${({ theme }) => theme.color.brand};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

export function SupportHubView({ links }: SupportHubProps) {
  return (
    <Grid>
      {links.map((link) => (
        <li key={link.key}>
          <Card to={link.href}>
            <strong>{link.title}</strong>
            <span>{link.text}</span>
          </Card>
        </li>
      ))}
    </Grid>
  );
}
