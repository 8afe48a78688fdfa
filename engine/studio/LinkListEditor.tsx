import type { CSSProperties } from 'react';
import { formatPath } from '../../schemas/lenientPath';
import { FieldProblems } from './FieldProblems';
import type { Segment } from './formFields';
import type { ProblemIndex } from './problems';
import * as S from './Fields.styles';

type Link = { label?: unknown; url?: unknown; subLinks?: unknown };

const asLinks = (value: unknown): Link[] =>
  Array.isArray(value) ? value.filter((v): v is Link => typeof v === 'object' && v !== null) : [];

/** A CMS link list: label and URL per link, sub-links one level down where the schema has them. */
export function LinkListEditor({
  label,
  links,
  subLinks,
  path,
  onChange,
  problems,
  depth = 0,
}: {
  label: string;
  links: unknown;
  subLinks: boolean;
  path: readonly Segment[];
  onChange(path: readonly Segment[], value: unknown): void;
  problems: ProblemIndex;
  depth?: number;
}) {
  const items = asLinks(links);
  const blank = subLinks ? { label: '', url: '', subLinks: [] } : { label: '', url: '' };
  return (
    <S.Links style={{ '--depth': depth } as CSSProperties}>
      <legend>{label}</legend>
      {items.map((link, index) => {
        const at = [...path, index];
        const rowProblems = [
          ...problems(formatPath([...at, 'label'])),
          ...problems(formatPath([...at, 'url'])),
        ];
        const problemsId = `links-${formatPath(at)}`;
        return (
          <S.LinkRow key={index}>
            <div>
              <input
                type="text"
                aria-label={`${label} ${index + 1} label`}
                aria-describedby={rowProblems.length > 0 ? problemsId : undefined}
                value={typeof link.label === 'string' ? link.label : ''}
                onChange={(e) => onChange([...at, 'label'], e.target.value)}
              />
              <input
                type="text"
                inputMode="url"
                aria-label={`${label} ${index + 1} URL`}
                aria-describedby={rowProblems.length > 0 ? problemsId : undefined}
                value={typeof link.url === 'string' ? link.url : ''}
                onChange={(e) => onChange([...at, 'url'], e.target.value)}
              />
              <S.SmallButton
                type="button"
                aria-label={`Remove ${label} ${index + 1}`}
                onClick={() =>
                  onChange(
                    path,
                    items.filter((_, i) => i !== index),
                  )
                }
              >
                Remove
              </S.SmallButton>
            </div>
            <FieldProblems id={problemsId} problems={rowProblems} />
            {subLinks && depth === 0 && (
              <LinkListEditor
                label={`${typeof link.label === 'string' && link.label !== '' ? link.label : `Link ${index + 1}`} sub-links`}
                links={link.subLinks}
                subLinks={false}
                path={[...at, 'subLinks']}
                onChange={onChange}
                problems={problems}
                depth={1}
              />
            )}
          </S.LinkRow>
        );
      })}
      <S.SmallButton type="button" onClick={() => onChange(path, [...items, blank])}>
        Add link
      </S.SmallButton>
    </S.Links>
  );
}
