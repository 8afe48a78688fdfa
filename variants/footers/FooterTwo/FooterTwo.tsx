/**
 * Footer Two — centred stack: logo, subtext and social icons centred on one axis, then each link
 * group as its own centred row of inline links, and a centred legal line. Symmetric and airy; for
 * boutique retailers with a short site map whose logo and message should lead.
 */
import type { FooterProps } from '../types';
import { BrandItems, FooterFrame, LegalNotices, LinkGroups, TodaysDeals } from '../parts';
import { Brand, Groups, Legal, Root, Social, Subtext } from './FooterTwo.styles';

export function FooterTwo(props: FooterProps) {
  const legal = (
    <Legal>
      <LegalNotices notices={props.notices} />
      <small>{props.copyright}</small>
    </Legal>
  );
  return (
    <FooterFrame design="two" Root={Root} footer={props} legal={legal}>
      <Brand>
        <BrandItems {...props} logoSize="lg" Subtext={Subtext} Social={Social} />
      </Brand>
      <Groups>
        <LinkGroups {...props} layout="inline" />
        <TodaysDeals {...props} layout="inline" />
      </Groups>
    </FooterFrame>
  );
}
