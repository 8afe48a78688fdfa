import type { ComponentType } from 'react';
import type { FooterProps } from '../types';
import { FooterLogo, type FooterLogoProps } from './FooterLogo';
import { RichText } from './RichText';
import { SocialLinks } from './SocialLinks';

type BrandItemsProps = Pick<FooterProps, 'logo' | 'sanitizedSubtextHtml' | 'social'> & {
  logoSize?: FooterLogoProps['size'];
  /** The design's styled subtext; the plain rich text when not given. */
  Subtext?: ComponentType<{ sanitizedHtml: string }>;
  /** The design's styled social icons; the plain row when not given. */
  Social?: ComponentType<{ links: FooterProps['social'] }>;
};

/** The brand's three items in the order every design shows them: logo, CMS subtext, social icons. */
export function BrandItems({
  logo,
  sanitizedSubtextHtml,
  social,
  logoSize,
  Subtext = RichText,
  Social = SocialLinks,
}: BrandItemsProps) {
  return (
    <>
      <FooterLogo logo={logo} size={logoSize} />
      <Subtext sanitizedHtml={sanitizedSubtextHtml} />
      <Social links={social} />
    </>
  );
}
