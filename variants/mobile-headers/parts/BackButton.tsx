import { ArrowLeftIcon } from '../../../ui/Icon';
import { IconButton } from '../../../ui/IconButton';
import { Start } from './Bar';

/** The back arrow all three headers open with (spec 2.5). */
export function BackButton({ onBack }: { onBack(): void }) {
  return (
    <Start>
      <IconButton aria-label="Go back" icon={<ArrowLeftIcon size={24} />} onClick={onBack} />
    </Start>
  );
}
