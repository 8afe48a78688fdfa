import type { ReactNode } from 'react';
import { Link } from 'react-router';

type MenuAnchorProps = {
  href: string;
  children: ReactNode;
  className?: string;
  onNavigate?(href: string): void;
};

/** http(s) and protocol-relative URLs leave the single-page app. */
const isExternal = (href: string) => /^(https?:)?\/\//i.test(href.trim());

/**
 * Every drawer link: site paths go through the router, CMS URLs to other sites are plain anchors.
 * Either way the engine hears about it, so it can close the drawer even when the path is unchanged.
 */
export function MenuAnchor({ href, children, className, onNavigate }: MenuAnchorProps) {
  const onClick = () => onNavigate?.(href);
  if (isExternal(href)) {
    return (
      <a href={href} className={className} onClick={onClick}>
        {children}
      </a>
    );
  }
  return (
    <Link to={href} className={className} onClick={onClick}>
      {children}
    </Link>
  );
}
