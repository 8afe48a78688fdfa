import { useId } from 'react';
import styled from 'styled-components';
import { Drawer, INITIAL_FOCUS_ATTR } from '../../../ui/Drawer';
import { ChevronRightIcon } from '../../../ui/Icon';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import type { MenuMainLink } from '../types';
import { MenuAnchor } from './MenuAnchor';
import { PlainList, RowLabel, rowStyles } from './styles';
import { MENU_TEXT } from './texts';

type SubMenuDrawerProps = {
  /** The main-menu link whose subLinks are listed; null keeps the drawer closed. */
  link: MenuMainLink | null;
  /** Back button, Escape or backdrop: returns to the menu underneath. */
  onBack(): void;
  onNavigate?(href: string): void;
};

const BackButton = styled.button`
  ${rowStyles}
  flex: 1;
  width: auto;
  margin-inline-start: -${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

/* "‹ Flower": the right chevron mirrored, so it matches the rows' forward chevrons. */
const BackChevron = styled(ChevronRightIcon)`
  flex: none;
  transform: scaleX(-1);
`;

const List = styled(PlainList)`
  padding: ${({ theme }) => theme.space.sm};
`;

const RowLink = styled(MenuAnchor)`
  ${rowStyles}
`;

/**
 * The sub-menu drawer of 2.9: slides over the menu from the left with a back button carrying the
 * menu's label, then the sub-links. Its own backdrop stays clear: the menu below already dims the page.
 */
export function SubMenuDrawer({ link, onBack, onNavigate }: SubMenuDrawerProps) {
  const labelId = useId();
  return (
    <Drawer
      open={link !== null}
      onClose={onBack}
      side="left"
      stacked
      hideCloseButton
      labelledBy={labelId}
      leading={
        <BackButton type="button" onClick={onBack} {...{ [INITIAL_FOCUS_ATTR]: '' }}>
          <BackChevron size={22} />
          <VisuallyHidden>{MENU_TEXT.backPrefix} </VisuallyHidden>
          <RowLabel id={labelId}>{link?.label}</RowLabel>
        </BackButton>
      }
    >
      <List>
        {link?.subLinks.map((subLink, index) => (
          <li key={`${index}-${subLink.href}`}>
            <RowLink href={subLink.href} onNavigate={onNavigate}>
              <RowLabel>{subLink.label}</RowLabel>
            </RowLink>
          </li>
        ))}
      </List>
    </Drawer>
  );
}
