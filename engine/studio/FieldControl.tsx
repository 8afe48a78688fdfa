import { useId, useState } from 'react';
import { formatPath } from '../../schemas/lenientPath';
import { parseCssColor } from '../rules/contrast';
import { valueAt } from './documentPath';
import { FieldProblems } from './FieldProblems';
import type { Field, Segment } from './formFields';
import { LinkListEditor } from './LinkListEditor';
import { PlaceNote } from './PlaceNote';
import type { ProblemIndex } from './problems';
import { settingPlace } from './settingPlaces';
import { VariantPicker } from './VariantPicker';
import * as S from './Fields.styles';

export type FieldProps = {
  field: Field;
  /** Where the field's value lives (list items prefix their index). */
  path: readonly Segment[];
  /** The parsed settings: every value with its default filled in. */
  settings: unknown;
  onChange(path: readonly Segment[], value: unknown): void;
  problems: ProblemIndex;
};

const toHex = (value: string) => {
  const rgba = parseCssColor(value);
  if (rgba === null) return '#000000';
  return `#${[rgba.r, rgba.g, rgba.b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
};

/** One generated form field: the control its descriptor names, its problems right under it. */
export function FieldControl({ field, path, settings, onChange, problems }: FieldProps) {
  const id = useId();
  const problemsId = `${id}-problems`;
  const placeId = `${id}-place`;
  const value = valueAt(settings, path);
  const found = problems(formatPath(path));
  const place = settingPlace(formatPath(path));
  const invalid = found.some((p) => p.kind === 'diagnostic');
  const descriptions = [place !== null && placeId, found.length > 0 && problemsId];
  const described = descriptions.filter((d) => d !== false).join(' ') || undefined;
  const text = typeof value === 'string' ? value : '';
  const { control } = field;
  const common = { id, 'aria-describedby': described, 'aria-invalid': invalid || undefined };

  const input = (() => {
    switch (control.kind) {
      case 'toggle':
        return (
          <S.Inline>
            <input
              {...common}
              type="checkbox"
              checked={value === true}
              onChange={(e) => onChange(path, e.target.checked)}
            />
            <label htmlFor={id}>{field.label}</label>
          </S.Inline>
        );
      case 'colour':
        return (
          <S.Inline>
            <input
              type="color"
              aria-label={`${field.label} picker`}
              value={toHex(text)}
              onChange={(e) => onChange(path, e.target.value)}
            />
            <input
              {...common}
              type="text"
              value={text}
              onChange={(e) => onChange(path, e.target.value)}
            />
          </S.Inline>
        );
      case 'image':
        return <ImageInput {...common} value={text} onChange={(v) => onChange(path, v)} />;
      case 'number':
        return (
          <input
            {...common}
            type="number"
            value={typeof value === 'number' ? value : ''}
            onChange={(e) => onChange(path, e.target.value === '' ? 0 : Number(e.target.value))}
          />
        );
      case 'choice':
        return (
          <select {...common} value={text} onChange={(e) => onChange(path, e.target.value)}>
            {control.options.map((o) => (
              <option key={o}>{o}</option>
            ))}
          </select>
        );
      case 'text':
        return control.multiline ? (
          <textarea
            {...common}
            rows={3}
            value={text}
            onChange={(e) => onChange(path, e.target.value)}
          />
        ) : (
          <input
            {...common}
            type="text"
            value={text}
            placeholder={control.nullable ? 'Not set' : undefined}
            onChange={(e) =>
              onChange(path, control.nullable && e.target.value === '' ? null : e.target.value)
            }
          />
        );
      case 'variants':
        return (
          <VariantPicker
            family={control.family}
            flags={value}
            label={field.label}
            onChange={(flags) => onChange(path, flags)}
          />
        );
      case 'linkList':
        return (
          <LinkListEditor
            label={field.label}
            links={Array.isArray(value) ? value : []}
            subLinks={control.subLinks}
            path={path}
            onChange={onChange}
            problems={problems}
          />
        );
      case 'group':
        return (
          <S.Links>
            <legend>{field.label}</legend>
            {control.fields.map((f) => (
              <FieldControl
                key={f.path.join('.')}
                field={f}
                path={[...path, ...f.path]}
                settings={settings}
                onChange={onChange}
                problems={problems}
              />
            ))}
          </S.Links>
        );
      case 'list':
        return (
          <ListEditor
            field={field}
            control={control}
            path={path}
            value={value}
            settings={settings}
            onChange={onChange}
            problems={problems}
          />
        );
      case 'json':
        return <p>Edited in the JSON view (free-form data).</p>;
    }
  })();

  const labelled =
    control.kind === 'toggle' ||
    control.kind === 'variants' ||
    control.kind === 'linkList' ||
    control.kind === 'group' ||
    control.kind === 'list';
  return (
    <S.Field data-path={formatPath(path)}>
      {!labelled &&
        (control.kind === 'json' ? (
          <span>{field.label}</span>
        ) : (
          <label htmlFor={id}>{field.label}</label>
        ))}
      {input}
      {place !== null && <PlaceNote id={placeId} place={place} />}
      <FieldProblems id={problemsId} problems={found} />
    </S.Field>
  );
}

function ImageInput({
  value,
  onChange,
  ...rest
}: {
  value: string;
  onChange(value: string): void;
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <>
      <S.Inline>
        {value.trim() !== '' && failed !== value && (
          <S.Thumb src={value} alt="" onError={() => setFailed(value)} />
        )}
        <input
          {...rest}
          type="text"
          inputMode="url"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      </S.Inline>
      {failed === value && value !== '' && (
        <S.Problems>
          <li data-kind="guard">This image did not load: check the address.</li>
        </S.Problems>
      )}
    </>
  );
}

function ListEditor({
  field,
  control,
  path,
  value,
  settings,
  onChange,
  problems,
}: FieldProps & { control: { kind: 'list'; item: readonly Field[] }; value: unknown }) {
  const items: unknown[] = Array.isArray(value) ? value : [];
  return (
    <S.Links>
      <legend>{field.label}</legend>
      {items.map((_, index) => (
        <S.LinkRow key={index}>
          {control.item.map((f) => (
            <FieldControl
              key={f.path.join('.')}
              field={f}
              path={[...path, index, ...f.path]}
              settings={settings}
              onChange={onChange}
              problems={problems}
            />
          ))}
          <S.SmallButton
            type="button"
            onClick={() =>
              onChange(
                path,
                items.filter((__, i) => i !== index),
              )
            }
          >
            Remove item {index + 1}
          </S.SmallButton>
        </S.LinkRow>
      ))}
      <S.SmallButton type="button" onClick={() => onChange(path, [...items, {}])}>
        Add item
      </S.SmallButton>
    </S.Links>
  );
}
