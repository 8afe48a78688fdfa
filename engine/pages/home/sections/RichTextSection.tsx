import type { HomeSectionOf } from '../../../../schemas';
import { homeSectionRegistry as registry } from '../../../registry/homeSections';
import { useRichTextProps } from '../../../viewmodels/home/useRichTextProps';

/** The richText section: its view-model's props into its variant. */
export default function RichTextSection({
  settings,
}: {
  settings: HomeSectionOf<'richText'>['settings'];
}) {
  return <registry.richText {...useRichTextProps(settings)} />;
}
