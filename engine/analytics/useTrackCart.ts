import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { useStores } from '../stores/StoresProvider';
import { track } from './bus';
import { cartLineItem, priced } from './items';

/**
 * `view_cart` (the sidebar opened, the cart page shown) or `begin_checkout` (the checkout page):
 * once each time the cart is `shown` with lines in it. A page opened directly first renders the
 * server's empty cart, then the shopper's stored one: that is one view, tracked when the lines come.
 */
export function useTrackCart(name: 'view_cart' | 'begin_checkout', shown: boolean): void {
  const { cart } = useStores();
  const lines = useSnapshot(cart).cartList.length;
  const tracked = useRef(false);
  useEffect(() => {
    if (!shown) {
      tracked.current = false;
      return;
    }
    if (tracked.current || lines === 0) return;
    tracked.current = true;
    track(name, priced(cart.cartList.map((line) => cartLineItem(line))));
  }, [name, shown, cart, lines]);
}
