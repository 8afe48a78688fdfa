import type { MouseEventHandler, ReactNode } from 'react';
import { NavLink } from 'react-router';
import { isExternalHref, NEW_TAB_PROPS } from './links';
import { FOOTER_TEXT } from './texts';
import { VisuallyHidden } from './primitives';

type FooterAnchorProps = {
  href: string;
  children: ReactNode;
  /** Open in a new tab (social profiles); only honoured for external URLs. */
  newTab?: boolean;
  className?: string;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
};

/**
 * One link element for every footer link: site paths go through the router (NavLink, so the
 * current page gets aria-current and the CMS "active" colour); http(s) URLs are plain anchors.
 */
export function FooterAnchor({
  href,
  children,
  newTab = false,
  className,
  onClick,
}: FooterAnchorProps) {
  if (!isExternalHref(href)) {
    return (
      <NavLink to={href} end className={className} onClick={onClick}>
        {children}
      </NavLink>
    );
  }
  if (!newTab) {
    return (
      <a href={href} className={className} onClick={onClick}>
        {children}
      </a>
    );
  }
  return (
    <a href={href} className={className} onClick={onClick} {...NEW_TAB_PROPS}>
      {children}
      <VisuallyHidden> {FOOTER_TEXT.newTab}</VisuallyHidden>
    </a>
  );
}
