import { anyOf, below, under } from './pathTests';
import { normalisePathname } from './shopPath';

// Spec 2.10: /product and everything under it, and chat threads (not the chat list itself).
const hidden = anyOf(under('/product'), below('/chat-with-retailer'));

/** True where the mobile sticky footer is never shown (scroll auto-hiding is separate). */
export function stickyFooterHiddenOn(pathname: string): boolean {
  return hidden(normalisePathname(pathname));
}

export function stickyFooterVisibleOn(pathname: string): boolean {
  return !stickyFooterHiddenOn(pathname);
}
