import styled from 'styled-components';
import { ChevronRightIcon } from '../../../ui/Icon';
import type { MenuMainLink } from '../types';
import { MenuAnchor } from './MenuAnchor';
import { FlushList, RowLabel, rowStyles } from './styles';

type MainMenuListProps = {
  links: MenuMainLink[];
  /** A link with subLinks was chosen: the variant opens the sub-menu drawer (2.9). */
  onOpenSubMenu(link: MenuMainLink): void;
  onNavigate?(href: string): void;
};

const RowLink = styled(MenuAnchor)`
  ${rowStyles}
`;

const RowButton = styled.button`
  ${rowStyles}
`;

const Chevron = styled(ChevronRightIcon)`
  flex: none;
  color: ${({ theme }) => theme.color.inkSubtle};
`;

/**
 * The CMS "Main Menu" links. A link with subLinks is a button (it opens a drawer, it does not
 * navigate), marked with a chevron and aria-haspopup so both eyes and screen readers can tell.
 */
export function MainMenuList({ links, onOpenSubMenu, onNavigate }: MainMenuListProps) {
  return (
    <FlushList>
      {links.map((link, index) => (
        <li key={`${index}-${link.label}`}>
          {link.subLinks.length > 0 ? (
            <RowButton type="button" aria-haspopup="dialog" onClick={() => onOpenSubMenu(link)}>
              <RowLabel>{link.label}</RowLabel>
              <Chevron />
            </RowButton>
          ) : (
            <RowLink href={link.href} onNavigate={onNavigate}>
              <RowLabel>{link.label}</RowLabel>
            </RowLink>
          )}
        </li>
      ))}
    </FlushList>
  );
}
