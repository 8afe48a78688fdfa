import { Link } from 'react-router';
import styled from 'styled-components';
import type { HeaderLogo as Logo } from '../types';

const Home = styled(Link)`
  display: inline-flex;
  align-items: center;
  flex: none;
  border-radius: ${({ theme }) => theme.radius.sm};
`;

/* Fixed height, free width: logos of any aspect ratio fit the row without layout shift. */
const Image = styled.img`
  width: auto;
  height: var(--logo-height, 40px);
  max-width: var(--logo-max-width, 180px);
  object-fit: contain;
  object-position: left center;
`;

/** The site logo linking home (spec 2.2); the alt text names the link. */
export function HeaderLogo({ logo, className }: { logo: Logo; className?: string }) {
  return (
    <Home to={logo.href} className={className}>
      <Image src={logo.src} alt={logo.alt} title={logo.title} />
    </Home>
  );
}
