import styled from 'styled-components';

const Tile = styled.span`
  display: grid;
  place-items: center;
  width: 100%;
  height: 100%;
  border-radius: inherit;
  background: ${({ theme }) => theme.color.brandSoft};
  color: ${({ theme }) => theme.color.brandStrong};
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 1;
`;

/** Stand-in picture for an entry without an image: its initial on a soft brand tile. */
export function Monogram({ name }: { name: string }) {
  return <Tile aria-hidden="true">{name.trim().charAt(0).toUpperCase() || '?'}</Tile>;
}
