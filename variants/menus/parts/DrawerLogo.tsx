import styled from 'styled-components';
import { MenuAnchor } from './MenuAnchor';

const Home = styled(MenuAnchor)`
  display: inline-flex;
  align-items: center;
  min-width: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
`;

/* Fixed height, free width: any logo shape fits the header row. */
const Logo = styled.img`
  display: block;
  width: auto;
  height: 36px;
  max-width: 200px;
  object-fit: contain;
  object-position: left center;
`;

type DrawerLogoProps = {
  logo: { src: string; alt: string };
  onNavigate?(href: string): void;
};

/** The site logo in a drawer header, linking home (2.9 "logo"). */
export function DrawerLogo({ logo, onNavigate }: DrawerLogoProps) {
  return (
    <Home href="/" onNavigate={onNavigate}>
      <Logo src={logo.src} alt={logo.alt} />
    </Home>
  );
}
