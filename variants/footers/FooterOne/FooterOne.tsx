/**
 * Footer One — the classic four columns: brand (logo, subtext, social icons) | Quick Links | Shop |
 * Today's Deals, then the optional store carousel band and a legal bar. The safe default for any
 * retailer; pick it when the footer should be a calm, complete site map rather than a brand moment.
 * This is the reference footer: the other nine copy its structure and reuse ../parts.
 */
import type { FooterProps } from '../types';
import {
  FooterFrame,
  FooterLogo,
  LegalNotices,
  LinkGroups,
  RichText,
  SocialLinks,
  TodaysDeals,
} from '../parts';
import { Brand, BrandText, Columns, LegalBar, LegalInner, Root } from './FooterOne.styles';

export function FooterOne(props: FooterProps) {
  const { logo, sanitizedSubtextHtml, social, copyright, notices } = props;
  const legal = (
    <LegalBar>
      <LegalInner>
        <LegalNotices notices={notices} />
        <small>{copyright}</small>
      </LegalInner>
    </LegalBar>
  );
  return (
    <FooterFrame design="one" Root={Root} footer={props} legal={legal}>
      <Columns>
        <Brand>
          <BrandText>
            <FooterLogo logo={logo} />
            <RichText sanitizedHtml={sanitizedSubtextHtml} />
          </BrandText>
          <SocialLinks links={social} />
        </Brand>
        <LinkGroups {...props} />
        <TodaysDeals {...props} />
      </Columns>
    </FooterFrame>
  );
}
