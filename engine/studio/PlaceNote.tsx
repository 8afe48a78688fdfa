import { useShowPreviewRoute } from './previewRoute';
import type { SettingPlace } from './settingPlaces';
import * as S from './Fields.styles';

/**
 * Where a setting shows, under its section or field; `id` names the text, which describes the
 * field's control. The button turns the preview to the page that shows the setting.
 */
export function PlaceNote({ id, place }: { id: string; place: SettingPlace }) {
  const show = useShowPreviewRoute();
  const { preview } = place;
  return (
    <S.Place>
      <span id={id}>{place.text}</span>
      {preview !== undefined && (
        <S.SmallButton type="button" onClick={() => show(preview.path)}>
          Show in preview: {preview.label}
        </S.SmallButton>
      )}
    </S.Place>
  );
}
