import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { ChevronDownIcon, VisuallyHidden } from '../../../ui';

export type QuantityPickerProps = {
  quantity: number;
  /** The list runs from 1 to max (spec 2.12). */
  max: number;
  /** Names the list for screen readers: "Quantity for {productName}". */
  productName: string;
  onChange(quantity: number): void;
};

const Root = styled.div`
  position: relative;
  display: inline-block;
`;

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space.sm} 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.color.inkSubtle};
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`;

const List = styled.ul`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.space.xs});
  left: 0;
  z-index: 2;
  width: 100%;
  min-width: 112px;
  max-height: 216px;
  margin: 0;
  padding: ${({ theme }) => theme.space.xs} 0;
  overflow-y: auto;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.md};
  &:focus-visible {
    outline-offset: 0;
  }
`;

const Option = styled.li`
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  font-size: ${({ theme }) => theme.font.size.sm};
  cursor: pointer;
  &[aria-selected='true'] {
    font-weight: ${({ theme }) => theme.font.weight.bold};
    color: ${({ theme }) => theme.color.brandStrong};
  }
  &[data-active='true'],
  &:hover {
    background: ${({ theme }) => theme.color.brandSoft};
  }
`;

/**
 * Spec 2.12: a button reading "Quantity: N" opens a list from 1 to max; choosing a number sets
 * the quantity and closes the list. A listbox with an active descendant: arrows, Home/End, Enter
 * or Space choose, Escape closes without leaving the drawer it sits in.
 */
export function QuantityPicker({ quantity, max, productName, onChange }: QuantityPickerProps) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(quantity);
  const listId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const ceiling = Math.max(1, Math.floor(max));
  // Built only while the list shows: every closed picker on the cart page costs nothing.
  const choices = open ? Array.from({ length: ceiling }, (_, i) => i + 1) : [];
  const optionId = (n: number) => `${listId}-${n}`;

  useEffect(() => {
    if (!open) return;
    listRef.current?.focus();
  }, [open]);

  useEffect(() => {
    if (open) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  });

  const show = () => {
    setActive(Math.min(Math.max(quantity, 1), ceiling));
    setOpen(true);
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  };
  const choose = (n: number) => {
    if (n !== quantity) onChange(n);
    close(true);
  };

  const move = (to: number) => setActive(Math.min(ceiling, Math.max(1, to)));
  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const keys: Record<string, () => void> = {
      ArrowDown: () => move(active + 1),
      ArrowUp: () => move(active - 1),
      PageDown: () => move(active + 5),
      PageUp: () => move(active - 5),
      Home: () => move(1),
      End: () => move(ceiling),
      Enter: () => choose(active),
      ' ': () => choose(active),
      Escape: () => close(true),
    };
    if (event.key === 'Tab') return close(false);
    const action = keys[event.key];
    if (!action) return;
    // Escape must not also close the drawer or dialog around the picker.
    event.preventDefault();
    event.stopPropagation();
    action();
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (!(next instanceof Node) || !event.currentTarget.contains(next)) setOpen(false);
  };

  return (
    <Root onBlur={onBlur}>
      <Trigger
        ref={triggerRef}
        type="button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => (open ? close(false) : show())}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
          event.preventDefault();
          show();
        }}
      >
        Quantity: {quantity}
        <VisuallyHidden>, {productName}</VisuallyHidden>
        <ChevronDownIcon size={16} />
      </Trigger>
      {open && (
        <List
          ref={listRef}
          id={listId}
          role="listbox"
          tabIndex={0}
          aria-label={`Quantity for ${productName}`}
          aria-activedescendant={optionId(active)}
          onKeyDown={onListKeyDown}
        >
          {choices.map((n) => (
            <Option
              key={n}
              id={optionId(n)}
              role="option"
              aria-selected={n === quantity}
              data-active={n === active}
              onClick={() => choose(n)}
              onMouseEnter={() => setActive(n)}
            >
              {n}
            </Option>
          ))}
        </List>
      )}
    </Root>
  );
}
