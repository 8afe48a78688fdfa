import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { SearchIcon, VisuallyHidden } from '../../../ui';

export type SearchBoxProps = {
  placeholder: string;
  onSearch(term: string): void;
  className?: string;
};

const Form = styled.form`
  position: relative;
  display: flex;
  width: 100%;
`;

const Input = styled.input`
  flex: 1;
  min-width: 0;
  height: 44px;
  padding: 0 52px 0 ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surfaceAlt};
  font-size: ${({ theme }) => theme.font.size.sm};
  &::placeholder {
    color: ${({ theme }) => theme.color.inkSubtle};
  }
  &:hover {
    border-color: ${({ theme }) => theme.color.inkSubtle};
  }
  &:focus {
    background: ${({ theme }) => theme.color.surface};
  }
  &::-webkit-search-cancel-button {
    cursor: pointer;
  }
`;

const Submit = styled.button`
  position: absolute;
  top: 4px;
  right: 4px;
  display: grid;
  place-items: center;
  width: 36px;
  height: 36px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.brand};
  color: ${({ theme }) => theme.color.onBrand};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.brandStrong};
  }
`;

/** The header search (spec 2.3/2.5): a labelled search landmark reporting the trimmed term. */
export function SearchBox({ placeholder, onSearch, className }: SearchBoxProps) {
  const [term, setTerm] = useState('');
  const inputId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(term.trim());
  };

  return (
    <Form role="search" onSubmit={submit} className={className}>
      <VisuallyHidden as="label" htmlFor={inputId}>
        Search products
      </VisuallyHidden>
      <Input
        id={inputId}
        type="search"
        name="search"
        value={term}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => setTerm(event.target.value)}
      />
      <Submit type="submit" aria-label="Search">
        <SearchIcon size={18} />
      </Submit>
    </Form>
  );
}
