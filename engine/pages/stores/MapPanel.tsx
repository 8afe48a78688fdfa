import styled from 'styled-components';
import { PinIcon } from '../../../ui/Icon';
import type { Coordinates } from '../../api/closestStore';
import { formatCoordinates, projectPins } from './storePageData';

export type MapPlace = { id: string; label: string; at: Coordinates };

export type MapPanelProps = {
  /** What the centre marks: "Your location", the store's name… */
  centreLabel: string;
  centre: Coordinates;
  /** Stores to pin around the centre. */
  places?: readonly MapPlace[];
  /** A line under the coordinates, e.g. the street address. */
  note?: string;
  /** The centre is a store (a pin) rather than the shopper (a dot). */
  centreIsStore?: boolean;
};

const Figure = styled.figure`
  margin: 0;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
`;

/* A drawn street grid: the panel reads as a map without tiles, so it works offline. */
const Canvas = styled.div`
  position: relative;
  aspect-ratio: 16 / 10;
  background-color: #e8efe6;
  background-image:
    linear-gradient(115deg, transparent 46%, #ffffff 46%, #ffffff 49%, transparent 49%),
    linear-gradient(12deg, transparent 58%, #f6e7b8 58%, #f6e7b8 61%, transparent 61%),
    repeating-linear-gradient(0deg, transparent 0 38px, rgba(255, 255, 255, 0.9) 38px 40px),
    repeating-linear-gradient(90deg, transparent 0 46px, rgba(255, 255, 255, 0.9) 46px 48px);
`;

const Marker = styled.span`
  position: absolute;
  transform: translate(-50%, -100%);
  color: ${({ theme }) => theme.color.brand};
  filter: drop-shadow(0 1px 1px rgba(0, 0, 0, 0.3));
  &[data-kind='centre'] {
    color: ${({ theme }) => theme.color.danger};
  }
`;

const You = styled.span`
  position: absolute;
  width: 16px;
  height: 16px;
  transform: translate(-50%, -50%);
  border: 3px solid #ffffff;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.focus};
  box-shadow: 0 0 0 8px rgba(37, 99, 235, 0.2);
`;

const Caption = styled.figcaption`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.inkMuted};

  strong {
    color: ${({ theme }) => theme.color.ink};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

const at = (point: { x: number; y: number }) => ({ left: `${point.x}%`, top: `${point.y}%` });

/**
 * A static map panel: the centre and nearby stores drawn on a street pattern, with the
 * coordinates and address in words. No external tiles, so it renders offline and in tests.
 */
export function MapPanel({
  centreLabel,
  centre,
  places = [],
  note,
  centreIsStore = false,
}: MapPanelProps) {
  const projected = projectPins(centre, places);
  return (
    <Figure>
      <Canvas aria-hidden="true">
        {projected.pins.map((pin) => (
          <Marker key={pin.id} style={at(pin)} title={pin.label}>
            <PinIcon size={24} />
          </Marker>
        ))}
        {centreIsStore ? (
          <Marker data-kind="centre" style={at(projected.centre)}>
            <PinIcon size={32} />
          </Marker>
        ) : (
          <You style={at(projected.centre)} />
        )}
      </Canvas>
      <Caption>
        <strong>{centreLabel}</strong>
        <span>{formatCoordinates(centre)}</span>
        {note !== undefined && note !== '' && <span>{note}</span>}
      </Caption>
    </Figure>
  );
}
