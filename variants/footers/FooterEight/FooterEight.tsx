/**
 * Footer Eight — minimal with a legal bar: three quiet lists under small uppercase labels, the
 * subtext set as fine print beside them, and one bar carrying the small logo, the copyright and
 * the icons. Understated; for retailers who want the footer to recede behind the shop.
 */
import type { FooterProps } from '../types';
import {
  FooterFrame,
  FooterLogo,
  LegalNotices,
  LinkGroups,
  SocialLinks,
  TodaysDeals,
} from '../parts';
import { Bar, BarInner, BarNotices, FinePrint, Lists, Root } from './FooterEight.styles';

export function FooterEight(props: FooterProps) {
  const { logo, sanitizedSubtextHtml, social, copyright, notices } = props;
  const legal = (
    <Bar>
      {/* Above the bar's one row of logo, copyright and icons: the warnings need the full width. */}
      {notices !== null && (
        <BarNotices>
          <LegalNotices notices={notices} />
        </BarNotices>
      )}
      <BarInner>
        <FooterLogo logo={logo} size="sm" />
        <small>{copyright}</small>
        <SocialLinks links={social} />
      </BarInner>
    </Bar>
  );
  return (
    <FooterFrame design="eight" Root={Root} footer={props} legal={legal}>
      <Lists>
        <LinkGroups {...props} />
        <TodaysDeals {...props} />
        <FinePrint sanitizedHtml={sanitizedSubtextHtml} />
      </Lists>
    </FooterFrame>
  );
}
