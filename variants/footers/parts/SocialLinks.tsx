import styled from 'styled-components';
import type { FooterSocialLink } from '../types';
import { FooterAnchor } from './FooterAnchor';
import { SocialIcon } from './SocialIcon';
import { socialKindOf } from './socialKind';
import { FOOTER_TEXT } from './texts';
import { VisuallyHidden } from './primitives';

/**
 * Icon links to the retailer's social profiles. Each opens in a new tab with
 * rel="noopener noreferrer"; its accessible name is the CMS title plus a new-tab hint, since the
 * icon alone says nothing to a screen reader. Renders nothing when the CMS turned social off (null)
 * or listed no links, so no empty landmark is announced.
 */
export function SocialLinks({
  links,
  className,
}: {
  links: FooterSocialLink[] | null;
  /** Lets a variant place or centre the icon row (styled(SocialLinks)). */
  className?: string;
}) {
  if (links === null || links.length === 0) return null;
  return (
    <nav aria-label={FOOTER_TEXT.socialNav} className={className}>
      <Items>
        {links.map((link, index) => {
          const kind = socialKindOf(link.title);
          return (
            <li key={`${index}-${link.href}`}>
              <IconLink href={link.href} newTab>
                {kind === null ? (
                  <img src={link.image} alt="" width="20" height="20" loading="lazy" />
                ) : (
                  <SocialIcon kind={kind} />
                )}
                <VisuallyHidden>{link.title}</VisuallyHidden>
              </IconLink>
            </li>
          );
        })}
      </Items>
    </nav>
  );
}

const Items = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/* 44 px targets (WCAG 2.5.5) with a ring in the footer's own text colour so it works on any CMS background. */
const IconLink = styled(FooterAnchor)`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid color-mix(in srgb, var(--footer-fg) 35%, transparent);
  color: inherit;
  transition:
    color ${({ theme }) => theme.motion.fast},
    border-color ${({ theme }) => theme.motion.fast};

  &:hover,
  &:focus-visible {
    color: var(--footer-hover);
    border-color: var(--footer-hover);
  }

  img {
    width: 20px;
    height: 20px;
    object-fit: contain;
  }
`;
