/**
 * Lists View — the body of every saved-items page (Your List, a wish list, Saved for Later, Keep
 * Shopping For): a directory of lists as cards, then the products as compact rows with their
 * actions; a sign-in state for guests and an empty state with a way back to the shop.
 */
import { NoticeBox } from '../../../ui/Notice';
import { Button } from '../../../ui/Button';
import { ChevronRightIcon, HeartIcon } from '../../../ui/Icon';
import { Skeleton } from '../../../ui/Skeleton';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import type { ListsViewProps, SavedItemData } from '../types';
import * as S from './ListsView.styles';

const SKELETON_ROWS = 4;

function SavedItem({
  item,
  moveLabel,
  onMoveToCart,
  onRemove,
}: { item: SavedItemData } & Pick<ListsViewProps, 'moveLabel' | 'onMoveToCart' | 'onRemove'>) {
  const nameId = `saved-${item.key.replace(/[^a-zA-Z0-9_-]/g, '-')}`;
  return (
    <S.Item aria-labelledby={nameId}>
      <S.Thumb src={item.image || '/images/products/accessories-1.svg'} alt="" />
      <S.Body>
        <S.Name id={nameId}>
          <S.NameLink to={item.href}>{item.name}</S.NameLink>
        </S.Name>
        {item.meta !== '' && <S.Meta>{item.meta}</S.Meta>}
        <S.Price>{item.price}</S.Price>
        <S.Actions>
          {item.canMoveToCart && (
            <Button
              size="sm"
              aria-label={`${moveLabel}: ${item.name}`}
              onClick={() => onMoveToCart(item.key)}
            >
              {moveLabel}
            </Button>
          )}
          {item.canRemove && (
            <Button
              size="sm"
              variant="secondary"
              aria-label={`Remove ${item.name}`}
              onClick={() => onRemove(item.key)}
            >
              Remove
            </Button>
          )}
        </S.Actions>
      </S.Body>
    </S.Item>
  );
}

export function ListsView({
  status,
  lists,
  items,
  emptyText,
  itemsLabel = 'Saved products',
  moveLabel,
  onMoveToCart,
  onRemove,
  onSignIn,
}: ListsViewProps) {
  if (status === 'guest') {
    return (
      <NoticeBox>
        <HeartIcon size={32} aria-hidden="true" />
        <p>Sign in to see your lists and saved items.</p>
        <Button onClick={onSignIn}>Sign In</Button>
      </NoticeBox>
    );
  }
  if (status === 'loading') {
    return (
      <div role="status">
        <VisuallyHidden>Loading your items</VisuallyHidden>
        <S.Items as="div" aria-hidden="true">
          {Array.from({ length: SKELETON_ROWS }, (_, index) => (
            <S.Item as="div" key={index}>
              <Skeleton width={80} height={80} shape="block" />
              <S.Body>
                <Skeleton width="70%" height={18} />
                <Skeleton width="40%" height={14} />
                <Skeleton width={96} height={32} shape="pill" />
              </S.Body>
            </S.Item>
          ))}
        </S.Items>
      </div>
    );
  }
  if (lists.length === 0 && items.length === 0) {
    return (
      <NoticeBox>
        <HeartIcon size={32} aria-hidden="true" />
        <p>{emptyText}</p>
        <S.ShopLink to="/shop" data-variant="primary" data-size="md">
          Continue Shopping
        </S.ShopLink>
      </NoticeBox>
    );
  }
  return (
    <S.Stack>
      {lists.length > 0 && (
        <S.Directory aria-label="Your lists">
          {lists.map((list) => (
            <li key={list.href}>
              <S.ListCard to={list.href}>
                <HeartIcon size={20} aria-hidden="true" />
                <S.ListName>{list.name}</S.ListName>
                <S.Count>
                  {list.count} {list.count === 1 ? 'item' : 'items'}
                </S.Count>
                <ChevronRightIcon size={16} aria-hidden="true" />
              </S.ListCard>
            </li>
          ))}
        </S.Directory>
      )}
      {items.length > 0 && (
        <S.Items aria-label={itemsLabel}>
          {items.map((item) => (
            <li key={item.key}>
              <SavedItem
                item={item}
                moveLabel={moveLabel}
                onMoveToCart={onMoveToCart}
                onRemove={onRemove}
              />
            </li>
          ))}
        </S.Items>
      )}
    </S.Stack>
  );
}
