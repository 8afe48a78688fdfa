import type { HomeSectionOf } from '../../../schemas';
import type { RichTextProps } from '../../../variants/home-sections/types';
import { useSanitizedHtml } from '../richText/useSanitizedHtml';

/** A rich-text block: CMS HTML through the one sanitiser (scripts, handlers, javascript: gone). */
export function useRichTextProps(settings: HomeSectionOf<'richText'>['settings']): RichTextProps {
  const html = useSanitizedHtml(settings.html);
  return { title: settings.title.trim(), label: 'About us', html };
}
