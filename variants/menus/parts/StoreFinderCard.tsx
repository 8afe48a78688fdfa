import styled from 'styled-components';
import { buttonStyles } from '../../../ui/Button';
import { StoreIcon } from '../../../ui/Icon';
import { MenuAnchor } from './MenuAnchor';

type StoreFinderCardProps = {
  /** The store finder page, /find-a-dispensary (2.1). */
  href: string;
  /** The current store's name; null before a store is chosen. */
  storeName: string | null;
  onNavigate?(href: string): void;
};

const Card = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  text-align: center;
`;

const Badge = styled.span`
  display: grid;
  place-items: center;
  width: 56px;
  height: 56px;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.brandSoft};
  color: ${({ theme }) => theme.color.brandStrong};
`;

const Title = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Action = styled(MenuAnchor)`
  ${buttonStyles}
  margin-top: ${({ theme }) => theme.space.sm};
`;

/**
 * The Location tab's simple form: the current store and a way to the store finder. The engine
 * passes it until the store picker (2.11) takes its place in the same slot.
 */
export function StoreFinderCard({ href, storeName, onNavigate }: StoreFinderCardProps) {
  return (
    <Card>
      <Badge>
        <StoreIcon size={28} />
      </Badge>
      <Title>{storeName ?? 'Choose your store'}</Title>
      <Text>
        {storeName
          ? 'Menus, prices and deals are for this store.'
          : 'Pick a store to see its menu, prices and deals.'}
      </Text>
      <Action
        href={href}
        onNavigate={onNavigate}
        data-variant="primary"
        data-size="md"
        data-full-width="true"
      >
        Find a Dispensary
      </Action>
    </Card>
  );
}
