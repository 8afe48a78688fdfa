import { useState, type ComponentType } from 'react';

type Searchable = { search: string; onSearch(term: string): void };

/**
 * A story render for a store list with a search box. The engine owns the (debounced) term; here a
 * local state stands in for it, and every keystroke still reaches the story's `onSearch` spy.
 */
export function withLocalSearch<P extends Searchable>(List: ComponentType<P>) {
  return function Render(args: P) {
    const [search, setSearch] = useState(args.search);
    const props: P = {
      ...args,
      search,
      onSearch: (term: string) => {
        setSearch(term);
        args.onSearch(term);
      },
    };
    return <List {...props} />;
  };
}
