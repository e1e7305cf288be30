// Each series of a chart has a color and a texture of its own (solid, stripes, dots, crosshatch ...), so two series
// can be told apart without telling colors apart: in print, in grey, or by someone who does not see the difference.
// The patterns are defined once on the page; every chart and legend swatch points at them by id.

interface SeriesStyle {
  color: string;
  /** The white marks drawn over the color, or none (solid). */
  marks: 'none' | 'stripes' | 'dots' | 'crosshatch' | 'horizontal' | 'vertical';
}

export const SERIES_STYLES: SeriesStyle[] = [
  { color: '#4f46e5', marks: 'none' },
  { color: '#b45309', marks: 'stripes' },
  { color: '#0f766e', marks: 'dots' },
  { color: '#be123c', marks: 'crosshatch' },
  { color: '#0369a1', marks: 'horizontal' },
  { color: '#475569', marks: 'vertical' },
];

/** The previous period's bars beside this period's: grey with stripes. */
export const PREVIOUS_STYLE: SeriesStyle = { color: '#94a3b8', marks: 'stripes' };

export const styleOf = (index: number): SeriesStyle => SERIES_STYLES[index % SERIES_STYLES.length]!;

/** A tooltip's lines in the text color (a pattern has no color to write them in). */
export const TOOLTIP_ITEM = { color: '#0f172a', padding: 0 };

const patternId = (key: string) => `report-pattern-${key}`;

/** The fill of series `index` (or of the previous period): a pattern, or the plain color when solid. */
export function fillOf(style: SeriesStyle, key: string): string {
  return style.marks === 'none' ? style.color : `url(#${patternId(key)})`;
}
export const seriesFill = (index: number) => fillOf(styleOf(index), String(index % SERIES_STYLES.length));
export const previousFill = () => fillOf(PREVIOUS_STYLE, 'previous');

function Marks({ marks }: { marks: SeriesStyle['marks'] }) {
  const line = { stroke: 'white', strokeWidth: 1.5 };
  switch (marks) {
    case 'none':
      return null;
    case 'stripes':
      return <path d="M-2 2 L2 -2 M0 8 L8 0 M6 10 L10 6" {...line} />;
    case 'dots':
      return <circle cx="4" cy="4" r="1.6" fill="white" />;
    case 'crosshatch':
      return <path d="M0 0 L8 8 M8 0 L0 8" {...line} strokeWidth={1} />;
    case 'horizontal':
      return <path d="M0 4 L8 4" {...line} />;
    case 'vertical':
      return <path d="M4 0 L4 8" {...line} />;
  }
}

function Pattern({ id, style }: { id: string; style: SeriesStyle }) {
  return (
    <pattern id={patternId(id)} width="8" height="8" patternUnits="userSpaceOnUse">
      <rect width="8" height="8" fill={style.color} />
      <Marks marks={style.marks} />
    </pattern>
  );
}

/** The patterns' definitions: rendered once by the page, drawn nowhere. */
export function ChartPatterns() {
  return (
    <svg aria-hidden="true" focusable="false" width="0" height="0" className="absolute">
      <defs>
        {SERIES_STYLES.map((style, i) => (
          <Pattern key={i} id={String(i)} style={style} />
        ))}
        <Pattern id="previous" style={PREVIOUS_STYLE} />
      </defs>
    </svg>
  );
}

/** A legend's sample of a fill (decorative: the legend's text names the series). */
export function Swatch({ fill }: { fill: string }) {
  return (
    <svg aria-hidden="true" focusable="false" width="14" height="14" className="shrink-0 rounded-sm">
      <rect width="14" height="14" fill={fill} />
    </svg>
  );
}
