/**
 * The phone's and tablet's facets: a bottom sheet with every facet, and a footer that stays in
 * view with "Clear all" and "Show N products", which closes it. Each choice applies at once (the
 * list behind updates), so N is the listing's own total for the choice. Loaded on first use.
 */
import styled from 'styled-components';
import { Button } from '../../../ui/Button';
import { Drawer } from '../../../ui/Drawer';
import { FacetsPanel } from './FacetsPanel';
import type { FacetsSheetProps } from './types';
import * as S from './Facets.styles';

const Content = styled.div`
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.lg} 0;
`;

const Footer = styled.div`
  position: sticky;
  bottom: 0;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};

  button {
    flex: 1;
    max-width: 320px;
    margin-left: auto;
  }
`;

export function FacetsSheet({
  open,
  onClose,
  showResultsLabel,
  clearAllHref,
  ...panel
}: FacetsSheetProps) {
  return (
    <Drawer open={open} onClose={onClose} side="bottom" title="Filters">
      <Content>
        <FacetsPanel {...panel} />
      </Content>
      <Footer>
        {clearAllHref !== null && <S.ClearAll to={clearAllHref}>Clear all</S.ClearAll>}
        <Button size="lg" onClick={onClose}>
          {showResultsLabel}
        </Button>
      </Footer>
    </Drawer>
  );
}
