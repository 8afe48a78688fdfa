/**
 * Title header — back arrow and the page's name, centred (spec 2.5 "Title header"). For info
 * pages (FAQ, blog, deals, support…) where the shopper reads rather than shops, so the bar stays
 * quiet: no search, no badges.
 */
import type { MobilePathHeaderProps } from '../types';
import { BackButton } from '../parts/BackButton';
import { Bar, Title } from '../parts/Bar';

export type TitleHeaderProps = Pick<MobilePathHeaderProps, 'title' | 'onBack'>;

export function TitleHeader({ title, onBack }: TitleHeaderProps) {
  return (
    <Bar data-layout="title" data-kind="title">
      <BackButton onBack={onBack} />
      <Title>{title}</Title>
    </Bar>
  );
}
