import { useId, type ReactNode, type RefObject } from 'react';
import styled, { createGlobalStyle } from 'styled-components';
import { CloseIcon } from '../Icon';
import { iconButtonLook } from '../IconButton';
import { VisuallyHidden } from '../VisuallyHidden';
import { INITIAL_FOCUS_ATTR, useModalDialog } from '../dialog/useModalDialog';

/**
 * The drawer's accessible name: a title it renders (visible, or for screen readers only), or the
 * id of an element the caller renders in `leading` (e.g. a back button's label).
 */
type DrawerLabel =
  | { title: ReactNode; hideTitle?: boolean; labelledBy?: never }
  | { labelledBy: string; title?: never; hideTitle?: never };

export type DrawerProps = DrawerLabel & {
  open: boolean;
  /** Called on Escape, on the close button and on a backdrop click. */
  onClose(): void;
  /** Edge the drawer is attached to; 'bottom' is a sheet. Default 'left'. */
  side?: 'left' | 'right' | 'bottom';
  /** Header content before the title, e.g. a logo or a back button. */
  leading?: ReactNode;
  /** Accessible name of the corner close button. Default "Close". */
  closeLabel?: string;
  /** Hide the close button when `leading` already offers the way out (a back button). */
  hideCloseButton?: boolean;
  /** Opened over another drawer: that drawer's backdrop already dims the page. */
  stacked?: boolean;
  /** Where focus goes after closing when the opener may be gone; default: the opener. */
  returnFocusRef?: RefObject<HTMLElement | null>;
  children?: ReactNode;
};

/* The page behind must not scroll under a drawer on touch devices. */
const ScrollLock = createGlobalStyle`
  html:has(dialog[data-drawer][open]) {
    overflow: hidden;
  }
`;

const Dialog = styled.dialog`
  position: fixed;
  margin: 0;
  padding: 0;
  border: 0;
  max-width: none;
  max-height: none;
  overflow: hidden;
  overscroll-behavior: contain;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.ink};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  &[open] {
    display: flex;
    flex-direction: column;
  }
  &[data-side='left'],
  &[data-side='right'] {
    inset-block: 0;
    width: min(88vw, 380px);
    height: 100dvh;
  }
  &[data-side='left'] {
    inset-inline: 0 auto;
  }
  &[data-side='right'] {
    inset-inline: auto 0;
  }
  &[data-side='bottom'] {
    inset: auto 0 0;
    width: 100%;
    max-height: 85dvh;
    border-radius: ${({ theme }) => theme.radius.lg} ${({ theme }) => theme.radius.lg} 0 0;
  }
  &::backdrop {
    background: ${({ theme }) => theme.color.overlay};
  }
  &[data-stacked='true']::backdrop {
    background: transparent;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 64px;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.sm}
    ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  flex: none;
`;

const Title = styled.h2`
  flex: 1;
  min-width: 0;
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: 1.35;
`;

const Spacer = styled.span`
  flex: 1;
`;

const CloseButton = styled.button`
  ${iconButtonLook}
  flex: none;
`;

const Body = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  /* Keeps the last row clear of a phone's home indicator. */
  padding-bottom: env(safe-area-inset-bottom);
`;

/**
 * An accessible side drawer or bottom sheet on the native `<dialog>` (top layer, inert page,
 * aria-modal). Focus moves to the close button on open and back to the opener on close;
 * Escape and backdrop clicks close it. No animation: it is there or not.
 */
export function Drawer({
  open,
  onClose,
  side = 'left',
  leading,
  closeLabel = 'Close',
  hideCloseButton = false,
  stacked = false,
  returnFocusRef,
  children,
  ...label
}: DrawerProps) {
  const titleId = useId();
  const { ref, onCancel, onClick, onKeyDown } = useModalDialog({ open, onClose, returnFocusRef });
  const labelledBy = label.labelledBy ?? titleId;
  const heading =
    label.labelledBy !== undefined ? (
      <Spacer />
    ) : label.hideTitle ? (
      <>
        <VisuallyHidden as="h2" id={titleId}>
          {label.title}
        </VisuallyHidden>
        <Spacer />
      </>
    ) : (
      <Title id={titleId}>{label.title}</Title>
    );

  return (
    <Dialog
      ref={ref}
      aria-modal="true"
      aria-labelledby={labelledBy}
      data-drawer=""
      data-side={side}
      data-stacked={stacked}
      onCancel={onCancel}
      onClick={onClick}
      onKeyDown={onKeyDown}
    >
      <ScrollLock />
      {open && (
        <>
          <Header>
            {leading}
            {heading}
            {!hideCloseButton && (
              <CloseButton
                type="button"
                aria-label={closeLabel}
                onClick={onClose}
                {...{ [INITIAL_FOCUS_ATTR]: '' }}
              >
                <CloseIcon size={22} />
              </CloseButton>
            )}
          </Header>
          <Body>{children}</Body>
        </>
      )}
    </Dialog>
  );
}
