/** Contact — the contact form beside the retailer's stores (stacked on phones and tablets). */
import styled from 'styled-components';
import {
  FieldRow,
  FieldStack,
  FormAlert,
  SubmitButton,
  TextAreaField,
  TextField,
} from '../../../ui/Form';
import { Skeleton } from '../../../ui/Skeleton';
import * as S from '../parts/supportStyles';
import type { ContactProps } from '../types';

const Stores = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    gap: ${({ theme }) => theme.space.xxs};
    padding-bottom: ${({ theme }) => theme.space.md};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  li:last-child {
    border-bottom: 0;
    padding-bottom: 0;
  }
  strong {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  span,
  a {
    color: ${({ theme }) => theme.color.inkMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

export function ContactView({ stores, storesLoading, form }: ContactProps) {
  return (
    <S.TwoColumns>
      <S.Panel aria-labelledby="contact-form-title">
        <S.PanelTitle id="contact-form-title">Send us a message</S.PanelTitle>
        <S.Muted>We answer within one business day.</S.Muted>
        <form noValidate aria-labelledby="contact-form-title" onSubmit={form.onSubmit}>
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
              hint="Optional"
            />
            <TextAreaField {...form.message} maxLength={2000} />
            <FormAlert>{form.serverError}</FormAlert>
            <FormAlert tone="success">{form.successMessage}</FormAlert>
            <SubmitButton busy={form.submitting}>Send Message</SubmitButton>
          </FieldStack>
        </form>
      </S.Panel>
      <S.Panel aria-labelledby="contact-stores-title">
        <S.PanelTitle id="contact-stores-title">Our stores</S.PanelTitle>
        {storesLoading ? (
          <Stores aria-busy="true">
            {[0, 1, 2].map((i) => (
              <li key={i}>
                <Skeleton height={56} shape="block" />
              </li>
            ))}
          </Stores>
        ) : (
          <Stores>
            {stores.map((store) => (
              <li key={store.key}>
                <strong>{store.name}</strong>
                <span>{store.address}</span>
                {store.phone && <a href={`tel:${store.phone}`}>Call : {store.phone}</a>}
              </li>
            ))}
          </Stores>
        )}
      </S.Panel>
    </S.TwoColumns>
  );
}
