/** Where a carousel stands, for previous/next buttons drawn outside it. */
export type SliderEdges = {
  atStart: boolean;
  atEnd: boolean;
  scrollable: boolean;
  /** The first item in view, from 0. */
  index: number;
};

/** What a variant may do with a carousel (Slider or ScrollStrip): page it, hear where it stands. */
export type SliderControls = {
  previous(): void;
  next(): void;
  /** Called at once and after every move or resize; returns the unsubscribe. */
  onEdges(listener: (edges: SliderEdges) => void): () => void;
};
