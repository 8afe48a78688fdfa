import {
  useCallback,
  useEffect,
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

export type DisclosureOptions = {
  /**
   * Fetches the panel's code on first use (a lazyPart's load): started by the first pointer over
   * the trigger, focus or click. An open asked for meanwhile waits for it and happens when it
   * resolves, unless the pointer or focus has left or Escape was pressed; a failed download is
   * tried again on the next one. Without it the panel's content is there from the start.
   */
  prepare?: () => Promise<unknown>;
};

/**
 * The disclosure-navigation pattern (not an ARIA `menu`, which would demand arrow-key roving):
 * a trigger with aria-expanded/aria-controls and a panel of ordinary links.
 * Opens on hover, on keyboard focus and on Enter/click; closes on Escape (focus returns to the
 * trigger), when focus leaves, when the pointer leaves a panel it did not pin, and after a link
 * inside is followed. No timers, so stories and tests are deterministic.
 */
export function useDisclosureMenu({ prepare }: DisclosureOptions = {}) {
  const [open, setOpen] = useState(false);
  // Who asked for the panel: set as soon as asked, also while its code is still on its way.
  const openedBy = useRef<OpenedBy | null>(null);
  const prepared = useRef(prepare === undefined);
  // ArrowDown asked for the panel before its code arrived: focus its first item once it opens.
  const focusFirstOnOpen = useRef(false);
  const triggerRef = useRef<HTMLElement | null>(null);
  const rootRef = useRef<HTMLDivElement | null>(null);
  // Returning focus to the trigger after Escape must not reopen the panel through onFocus.
  const suppressFocusOpen = useRef(false);
  const panelId = useId();

  const warm = useCallback(() => {
    if (prepared.current || !prepare) return Promise.resolve(true);
    return prepare().then(
      () => (prepared.current = true),
      () => false,
    );
  }, [prepare]);
  const show = useCallback(
    (by: OpenedBy) => {
      openedBy.current = by;
      if (prepared.current) return setOpen(true);
      void warm().then((ready) => {
        if (ready && openedBy.current !== null) setOpen(true);
      });
    },
    [warm],
  );
  const close = useCallback(() => {
    openedBy.current = null;
    focusFirstOnOpen.current = false;
    setOpen(false);
  }, []);

  const focusFirstItem = useCallback(() => {
    const panel = document.getElementById(panelId);
    panel?.querySelector<HTMLElement>('a[href], button:not([disabled])')?.focus();
  }, [panelId]);

  useEffect(() => {
    if (!open || !focusFirstOnOpen.current) return;
    focusFirstOnOpen.current = false;
    focusFirstItem();
  }, [open, focusFirstItem]);

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
      if (prepared.current) {
        show('click');
        // The panel is rendered hidden, so it exists; wait one frame for `hidden` to lift.
        requestAnimationFrame(focusFirstItem);
      } else {
        // Its code is on its way: the effect above focuses once it has opened.
        focusFirstOnOpen.current = true;
        show('click');
      }
    },
  };

  const rootProps = {
    ref: rootRef,
    onPointerEnter: (event: PointerEvent<HTMLDivElement>) => {
      if (event.pointerType === 'mouse' && !open) show('hover');
      // A finger about to tap: fetch the panel's code now, so the tap opens it at once.
      else void warm();
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
      if (event.key !== 'Escape') return;
      // Escape before the panel's code arrived: it does not open after all.
      if (!open && openedBy.current !== null) return close();
      if (!open) return;
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
