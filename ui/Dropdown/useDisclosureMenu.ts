import {
  useCallback,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
} from 'react';

type OpenedBy = 'hover' | 'focus' | 'click';

export type DisclosureTriggerProps = {
  ref(element: HTMLElement | null): void;
  'aria-expanded': boolean;
  'aria-controls': string;
  onFocus(): void;
  onClick(event: MouseEvent<HTMLElement>): void;
  onKeyDown(event: KeyboardEvent<HTMLElement>): void;
};

/**
 * The disclosure-navigation pattern (not an ARIA `menu`, which would demand arrow-key roving):
 * a trigger with aria-expanded/aria-controls and a panel of ordinary links.
 * Opens on hover, on keyboard focus and on Enter/click; closes on Escape (focus returns to the
 * trigger), when focus leaves, when the pointer leaves a panel it did not pin, and after a link
 * inside is followed. No timers, so stories and tests are deterministic.
 */
export function useDisclosureMenu() {
  const [open, setOpen] = useState(false);
  const openedBy = useRef<OpenedBy | null>(null);
  const triggerRef = useRef<HTMLElement | null>(null);
  const rootRef = useRef<HTMLDivElement | null>(null);
  // Returning focus to the trigger after Escape must not reopen the panel through onFocus.
  const suppressFocusOpen = useRef(false);
  const panelId = useId();

  const show = useCallback((by: OpenedBy) => {
    openedBy.current = by;
    setOpen(true);
  }, []);
  const close = useCallback(() => {
    openedBy.current = null;
    setOpen(false);
  }, []);

  const focusFirstItem = () => {
    const panel = document.getElementById(panelId);
    panel?.querySelector<HTMLElement>('a[href], button:not([disabled])')?.focus();
  };

  const triggerProps: DisclosureTriggerProps = {
    ref: (element) => {
      triggerRef.current = element;
    },
    'aria-expanded': open,
    'aria-controls': panelId,
    onFocus: () => {
      if (suppressFocusOpen.current) {
        suppressFocusOpen.current = false;
        return;
      }
      if (!open) show('focus');
    },
    onClick: (event) => {
      // A link trigger navigates (e.g. "Account & List" → /account); the panel is done.
      if (event.currentTarget instanceof HTMLAnchorElement) return close();
      // Hover or focus already opened it: the click pins it instead of toggling it shut.
      if (open && openedBy.current !== 'click') return show('click');
      if (open) close();
      else show('click');
    },
    onKeyDown: (event) => {
      if (event.key !== 'ArrowDown') return;
      event.preventDefault();
      show('click');
      // The panel is rendered hidden, so it exists; wait one frame for `hidden` to lift.
      requestAnimationFrame(focusFirstItem);
    },
  };

  const rootProps = {
    ref: rootRef,
    onPointerEnter: (event: PointerEvent<HTMLDivElement>) => {
      if (event.pointerType === 'mouse' && !open) show('hover');
    },
    onPointerLeave: (event: PointerEvent<HTMLDivElement>) => {
      if (event.pointerType === 'mouse' && openedBy.current === 'hover') close();
    },
    onBlur: (event: FocusEvent<HTMLDivElement>) => {
      const next = event.relatedTarget;
      if (!(next instanceof Node) || !event.currentTarget.contains(next)) {
        if (openedBy.current !== 'hover') close();
      }
    },
    onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => {
      if (event.key !== 'Escape' || !open) return;
      event.stopPropagation();
      close();
      suppressFocusOpen.current = true;
      triggerRef.current?.focus();
    },
  };

  const panelProps = {
    id: panelId,
    hidden: !open,
    onClick: (event: MouseEvent<HTMLDivElement>) => {
      if (event.target instanceof Element && event.target.closest('a[href]')) close();
    },
  };

  return { open, close, triggerProps, rootProps, panelProps, triggerRef };
}
