import { useId } from 'react';
import { selectedVariant, withVariant } from './documentPath';
import type { FamilyFlags } from './formFields';
import { variantThumbnail } from './variantThumbnails';
import * as S from './Fields.styles';

/** A variant family as a visual radio group: each variant's screenshot, one chosen. */
export function VariantPicker({
  family,
  flags,
  label,
  onChange,
}: {
  family: FamilyFlags;
  flags: unknown;
  label: string;
  onChange(flags: unknown): void;
}) {
  const name = useId();
  const chosen = selectedVariant(flags, family);
  return (
    <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
      <legend>{label}</legend>
      <S.Variants>
        {family.variants.map((variant) => {
          const thumbnail = variantThumbnail(family.family, variant);
          return (
            <label key={variant}>
              <input
                type="radio"
                name={name}
                value={variant}
                checked={variant === chosen}
                onChange={() => onChange(withVariant(flags, family, variant))}
              />
              {thumbnail === null ? <span aria-hidden="true" /> : <img src={thumbnail} alt="" />}
              {label} {variant.charAt(0).toUpperCase() + variant.slice(1)}
            </label>
          );
        })}
      </S.Variants>
    </fieldset>
  );
}
