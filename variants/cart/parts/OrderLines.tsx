import styled from 'styled-components';
import type { CartLineData } from '../types';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: 48px minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space.md};
  align-items: center;
  font-size: ${({ theme }) => theme.font.size.sm};
  img {
    width: 48px;
    height: 48px;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.surfaceAlt};
    object-fit: contain;
  }
`;

const Name = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Meta = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.inkMuted};
`;

const Amount = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  font-variant-numeric: tabular-nums;
`;

/** Read-only lines for the checkout summary: what is being ordered, without the editing tools. */
export function OrderLines({ lines }: { lines: readonly CartLineData[] }) {
  return (
    <List aria-label="Items in this order">
      {lines.map((line) => (
        <Row key={line.key}>
          <img src={line.image} alt="" width={48} height={48} loading="lazy" />
          <div>
            <Name>{line.name}</Name>
            <Meta>
              {line.weight !== null && <>Weight : {line.weight} · </>}
              Quantity: {line.quantity}
            </Meta>
          </div>
          <Amount>{line.lineTotal}</Amount>
        </Row>
      ))}
    </List>
  );
}
