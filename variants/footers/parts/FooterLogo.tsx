import styled from 'styled-components';
import type { FooterLogo as Logo } from '../types';
import { FooterAnchor } from './FooterAnchor';

export type FooterLogoProps = {
  logo: Logo;
  /** sm 36 px (legal bars), md 48 px (columns), lg 72 px (brand bands). */
  size?: 'sm' | 'md' | 'lg';
  className?: string;
};

const HEIGHT = { sm: 36, md: 48, lg: 72 } as const;

/** The footer logo, linking home; its alt text is the link's accessible name. Lazy: it sits at the
 * page's end, and an eager picture would be preloaded from the head with the LCP picture. */
export function FooterLogo({ logo, size = 'md', className }: FooterLogoProps) {
  return (
    <LogoLink href="/" className={className}>
      <img
        src={logo.src}
        alt={logo.alt}
        title={logo.title}
        height={HEIGHT[size]}
        loading="lazy"
        data-size={size}
      />
    </LogoLink>
  );
}

const LogoLink = styled(FooterAnchor)`
  display: inline-block;
  justify-self: start;
  border-radius: ${({ theme }) => theme.radius.sm};

  img {
    display: block;
    width: auto;
    height: ${HEIGHT.md}px;
    max-width: 220px;
    object-fit: contain;
  }
  img[data-size='sm'] {
    height: ${HEIGHT.sm}px;
    max-width: 160px;
  }
  img[data-size='lg'] {
    height: ${HEIGHT.lg}px;
    max-width: 320px;
  }
`;
