/** Career — open positions, then the "Apply Now" form with a resume upload. */
import styled from 'styled-components';
import {
  FieldRow,
  FieldStack,
  FileField,
  FormAlert,
  SelectField,
  SubmitButton,
  TextField,
} from '../../../ui/Form';
import { Skeleton } from '../../../ui/Skeleton';
import * as S from '../parts/supportStyles';
import type { CareerProps } from '../types';

const Openings = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
    padding-bottom: ${({ theme }) => theme.space.md};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  li:last-child {
    border-bottom: 0;
  }
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
  span {
    color: ${({ theme }) => theme.color.inkMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  p {
    margin: 0;
    line-height: 1.5;
  }
`;

export function CareerView({ openings, openingsLoading, positions, form }: CareerProps) {
  return (
    <S.TwoColumns>
      <S.Panel aria-labelledby="career-openings-title">
        <S.PanelTitle id="career-openings-title">Open positions</S.PanelTitle>
        {openingsLoading ? (
          <Openings aria-busy="true">
            {[0, 1, 2].map((i) => (
              <li key={i}>
                <Skeleton height={96} shape="block" />
              </li>
            ))}
          </Openings>
        ) : (
          <Openings>
            {openings.map((opening) => (
              <li key={opening.key}>
                <h3>{opening.title}</h3>
                <span>
                  {opening.location} · {opening.employment}
                </span>
                <p>{opening.summary}</p>
              </li>
            ))}
          </Openings>
        )}
      </S.Panel>
      <S.Panel aria-labelledby="career-apply-title">
        <S.PanelTitle id="career-apply-title">Apply Now</S.PanelTitle>
        <form noValidate aria-labelledby="career-apply-title" onSubmit={form.onSubmit}>
          <FieldStack>
            <FieldRow>
              <TextField {...form.name} autoComplete="name" />
              <TextField {...form.email} type="email" autoComplete="email" inputMode="email" />
            </FieldRow>
            <TextField
              {...form.contactNumber}
              type="tel"
              autoComplete="tel-national"
              inputMode="tel"
            />
            <SelectField {...form.position} options={positions} placeholder="Choose a position" />
            <FileField {...form.resume} accept=".pdf,.doc,.docx" hint="PDF or Word document." />
            <FormAlert>{form.serverError}</FormAlert>
            <FormAlert tone="success">{form.successMessage}</FormAlert>
            <SubmitButton busy={form.submitting}>Apply Now</SubmitButton>
          </FieldStack>
        </form>
      </S.Panel>
    </S.TwoColumns>
  );
}
