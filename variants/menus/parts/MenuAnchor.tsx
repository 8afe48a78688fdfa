import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router';
import { isExternalHref } from '../../../ui/links/classifyHref';

type MenuAnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'onClick'> & {
  href: string;
  children: ReactNode;
  onNavigate?(href: string): void;
};

/**
 * Every drawer link: site paths go through the router, CMS URLs to other sites are plain anchors.
 * Either way the engine hears about it, so it can close the drawer even when the path is unchanged.
 */
export function MenuAnchor({ href, children, onNavigate, ...rest }: MenuAnchorProps) {
  const onClick = () => onNavigate?.(href);
  // http(s) URLs to other sites leave the single-page app.
  if (isExternalHref(href)) {
    return (
      <a {...rest} href={href} onClick={onClick}>
        {children}
      </a>
    );
  }
  return (
    <Link {...rest} to={href} onClick={onClick}>
      {children}
    </Link>
  );
}
