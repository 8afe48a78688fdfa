import { useId } from 'react';
import { ORDER_TYPES, MENU_TYPES } from '../../schemas/api/enums';
import type { ShopperState } from './shopperState';
import * as S from './Studio.styles';

const ORDER_LABELS: Record<(typeof ORDER_TYPES)[number], string> = {
  PICKUP: 'Pickup',
  DELIVERY: 'Delivery',
  CURBSIDE_PICKUP: 'Curbside',
};

/** Who the preview frames play: changing it reloads the frames (stored state is read at start). */
export function ShopperPicker({
  value,
  onChange,
}: {
  value: ShopperState;
  onChange(next: ShopperState): void;
}) {
  const noStore = value.store === 'none';
  const id = useId();
  return (
    <>
      <label htmlFor={`${id}-shopper`}>
        Shopper
        <S.Select
          id={`${id}-shopper`}
          value={value.signedIn ? 'in' : 'guest'}
          onChange={(e) => onChange({ ...value, signedIn: e.target.value === 'in' })}
        >
          <option value="guest">Guest</option>
          <option value="in">Signed in</option>
        </S.Select>
      </label>
      <label htmlFor={`${id}-store`}>
        Store
        <S.Select
          id={`${id}-store`}
          value={value.store}
          onChange={(e) =>
            onChange({
              ...value,
              store:
                e.target.value === 'open'
                  ? 'open'
                  : e.target.value === 'closed'
                    ? 'closed'
                    : 'none',
            })
          }
        >
          <option value="none">No store chosen</option>
          <option value="open">Open store (Troy)</option>
          <option value="closed">Closed store (Tempe)</option>
        </S.Select>
      </label>
      <label htmlFor={`${id}-order`}>
        Order type
        <S.Select
          id={`${id}-order`}
          value={value.orderType}
          disabled={noStore}
          onChange={(e) => {
            const orderType = ORDER_TYPES.find((o) => o === e.target.value);
            if (orderType) onChange({ ...value, orderType });
          }}
        >
          {ORDER_TYPES.map((o) => (
            <option key={o} value={o}>
              {ORDER_LABELS[o]}
            </option>
          ))}
        </S.Select>
      </label>
      <label htmlFor={`${id}-menu`}>
        Menu
        <S.Select
          id={`${id}-menu`}
          value={value.menuType}
          disabled={noStore}
          onChange={(e) => {
            const menuType = MENU_TYPES.find((m) => m === e.target.value);
            if (menuType) onChange({ ...value, menuType });
          }}
        >
          {MENU_TYPES.map((m) => (
            <option key={m} value={m}>
              {m === 'MEDICAL' ? 'Medical' : 'Recreational'}
            </option>
          ))}
        </S.Select>
      </label>
    </>
  );
}
