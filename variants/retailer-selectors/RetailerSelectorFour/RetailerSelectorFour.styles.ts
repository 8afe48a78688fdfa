import styled from 'styled-components';
import { SelectorContent } from '../parts';

/** The sheet spans the screen; its content keeps a readable measure in the middle. */
export const Sheet = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  width: 100%;
  max-width: 880px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.lg}
    ${({ theme }) => theme.space.xxl};

  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.xl}
      ${({ theme }) => theme.space.xxxl};
  }
`;

/** The CMS illustration heads the sheet from tablet up; on phones the steps need the height. */
export const Banner = styled.img`
  display: none;

  ${({ theme }) => theme.media.tablet} {
    display: block;
    width: 100%;
    height: 96px;
    object-fit: contain;
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.brandSoft};
  }
`;

export const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.inkMuted};
`;

export const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Step = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

export const StepHead = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

export const StepNumber = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.brand};
  color: ${({ theme }) => theme.color.onBrand};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const StepTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

/** Step content lines up under the title, past the number, from tablet up. */
export const StepBody = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.tablet} {
    padding-left: 40px;
  }
`;

/** Two columns of store cards from tablet up, so a chain is scanned at a glance. */
export const Cards = styled(SelectorContent)`
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    align-items: stretch;

    & > li {
      display: grid;
    }
  }
`;
