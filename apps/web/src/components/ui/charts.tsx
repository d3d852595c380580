import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { cx } from "@/lib/class-names";

// Small SVG charts drawn by hand instead of Recharts: the dashboard is the console's first
// screen and Recharts would more than use up its 200 KB budget on its own (docs/decisions/0035-dashboard-reports-settings-calendar-and-dark-mode.md).
// Colours are the theme's tokens, so both colour schemes keep their contrast; each chart
// carries a visually hidden table with the same figures for screen readers.

export interface ChartPoint {
  /** Axis label ("ene 2026"). */
  label: string;
  value: number;
}

interface ChartProps {
  /** What the chart shows, read as the hidden table's caption and the figure's name. */
  title: string;
  points: ChartPoint[];
  /** Formats a value for the tooltip, the axis and the table (CLP, percent). */
  format: (value: number) => string;
  /** Spanish names of the axes ("Mes", "Ingresos"). */
  xLabel: string;
  yLabel: string;
  /** CSS colour of the bars or the line; a theme token by default. */
  color?: string;
  className?: string;
}

/** Width drawn before the figure is measured (and in tests, where nothing has a size). */
const DEFAULT_WIDTH = 560;
const HEIGHT = 260;
const PAD = { top: 16, right: 12, bottom: 48, left: 92 };
const TICKS = 4;

/** A round upper bound for the axis (at least 1, so an all-zero series still draws). */
function niceMax(values: number[]): number {
  const max = Math.max(1, ...values.map((v) => Math.abs(v)));
  const magnitude = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 2.5, 5, 10].find((s) => s * magnitude >= max) ?? 10;
  return step * magnitude;
}

/**
 * The figure's width in CSS pixels, followed as it changes: the SVG is drawn at that width so
 * its labels keep their real font size on a phone instead of shrinking with a viewBox.
 */
function useWidth() {
  const ref = useRef<HTMLElement>(null);
  const [width, setWidth] = useState(DEFAULT_WIDTH);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry && entry.contentRect.width > 0) setWidth(Math.round(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

function useScales(points: ChartPoint[], width: number) {
  const hasNegative = points.some((p) => p.value < 0);
  const top = niceMax(points.map((p) => p.value));
  const bottom = hasNegative ? -top : 0;
  const plotW = width - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const y = (value: number) => PAD.top + ((top - value) / (top - bottom)) * plotH;
  const ticks = Array.from({ length: TICKS + 1 }, (_, i) => bottom + ((top - bottom) * i) / TICKS);
  const band = plotW / Math.max(1, points.length);
  const x = (index: number) => PAD.left + band * index + band / 2;
  return { y, ticks, band, x, plotW, width };
}

function Axes({
  points,
  format,
  xLabel,
  yLabel,
  scales,
}: Pick<ChartProps, "points" | "format" | "xLabel" | "yLabel"> & {
  scales: ReturnType<typeof useScales>;
}) {
  return (
    <g className="text-xs" fill="currentColor">
      {scales.ticks.map((tick) => (
        <g key={tick}>
          <line
            x1={PAD.left}
            x2={scales.width - PAD.right}
            y1={scales.y(tick)}
            y2={scales.y(tick)}
            stroke="var(--nova-line)"
          />
          <text x={PAD.left - 8} y={scales.y(tick) + 4} textAnchor="end" className="fill-ink-muted">
            {format(tick)}
          </text>
        </g>
      ))}
      {points.map((point, index) => (
        <text
          key={point.label}
          x={scales.x(index)}
          y={HEIGHT - PAD.bottom + 18}
          textAnchor="middle"
          className="fill-ink-muted"
        >
          {fitLabel(point.label, scales.band)}
        </text>
      ))}
      <text
        x={PAD.left + scales.plotW / 2}
        y={HEIGHT - 6}
        textAnchor="middle"
        className="fill-ink-muted font-medium"
      >
        {xLabel}
      </text>
      <text
        transform={`translate(14 ${PAD.top + (HEIGHT - PAD.top - PAD.bottom) / 2}) rotate(-90)`}
        textAnchor="middle"
        className="fill-ink-muted font-medium"
      >
        {yLabel}
      </text>
    </g>
  );
}

/** A category label cut to the room under its bar (about 7 px a character); the table has it whole. */
function fitLabel(label: string, room: number): string {
  const chars = Math.max(3, Math.floor((room - 8) / 7));
  return label.length <= chars ? label : `${label.slice(0, chars - 1)}…`;
}

/** The figures of a chart as a table only screen readers see. */
function HiddenTable({ title, points, format, xLabel, yLabel }: ChartProps) {
  return (
    // The wrapper carries sr-only: a table ignores the 1 px width and would widen the page.
    <div className="sr-only">
      <table>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{xLabel}</th>
            <th scope="col">{yLabel}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.label}>
              <th scope="row">{point.label}</th>
              <td>{format(point.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The value under the pointer or the keyboard focus, above the chart. */
function Tooltip({ point, format }: { point: ChartPoint | null; format: (v: number) => string }) {
  return (
    <p className="h-5 text-right text-sm text-ink-muted" aria-hidden="true">
      {point && (
        <>
          {point.label}:{" "}
          <span className="font-semibold text-ink tabular-nums">{format(point.value)}</span>
        </>
      )}
    </p>
  );
}

/**
 * What every chart starts from: its points and colour, the measured width and the scales,
 * the point under the pointer (`active`, at `activeIndex`) and `hover(index)`, the handlers that make a point
 * the active one while the pointer is on it.
 */
function useChart(props: ChartProps) {
  const { points, color = "var(--nova-accent)" } = props;
  const frame = useWidth();
  const scales = useScales(points, frame.width);
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const active = activeIndex === null ? null : (points[activeIndex] ?? null);
  const hover = (index: number) => ({
    onPointerEnter: () => setActiveIndex(index),
    onPointerLeave: () => setActiveIndex(null),
  });
  return { points, color, frame, scales, active, activeIndex, hover };
}

function ChartFrame({
  props,
  active,
  frame,
  children,
}: {
  props: ChartProps;
  active: ChartPoint | null;
  frame: ReturnType<typeof useWidth>;
  children: ReactNode;
}) {
  return (
    <figure ref={frame.ref} className={cx("text-ink-muted", props.className)}>
      <Tooltip point={active} format={props.format} />
      <svg
        viewBox={`0 0 ${frame.width} ${HEIGHT}`}
        className="h-auto w-full"
        role="img"
        aria-label={props.title}
      >
        {children}
      </svg>
      <HiddenTable {...props} />
    </figure>
  );
}

/** Vertical bars, one per point (negative values hang below the zero line). */
export function BarChart(props: ChartProps) {
  const { points, color, frame, scales, active, activeIndex, hover } = useChart(props);
  const barWidth = Math.min(56, scales.band * 0.6);
  return (
    <ChartFrame props={props} frame={frame} active={active}>
      <Axes {...props} scales={scales} />
      {points.map((point, index) => {
        const y0 = scales.y(0);
        const y1 = scales.y(point.value);
        return (
          <rect
            key={point.label}
            data-value={point.value}
            x={scales.x(index) - barWidth / 2}
            y={Math.min(y0, y1)}
            width={barWidth}
            height={Math.max(1, Math.abs(y1 - y0))}
            rx={4}
            fill={point.value < 0 ? "var(--nova-danger)" : color}
            opacity={activeIndex === null || activeIndex === index ? 1 : 0.6}
            {...hover(index)}
          >
            <title>{`${point.label}: ${props.format(point.value)}`}</title>
          </rect>
        );
      })}
    </ChartFrame>
  );
}

/** A line through the points, with a dot on each. */
export function LineChart(props: ChartProps) {
  const { points, color, frame, scales, active, activeIndex, hover } = useChart(props);
  const gradientId = useId();
  const path = points
    .map((point, index) => `${index === 0 ? "M" : "L"}${scales.x(index)},${scales.y(point.value)}`)
    .join(" ");
  const first = scales.x(0);
  const last = scales.x(points.length - 1);
  return (
    <ChartFrame props={props} frame={frame} active={active}>
      <Axes {...props} scales={scales} />
      <defs>
        <linearGradient id={gradientId} x1="0" x2="0" y1="0" y2="1">
          <stop offset="0%" stopColor={color} stopOpacity={0.25} />
          <stop offset="100%" stopColor={color} stopOpacity={0} />
        </linearGradient>
      </defs>
      {points.length > 1 && (
        <path
          d={`${path} L${last},${scales.y(0)} L${first},${scales.y(0)} Z`}
          fill={`url(#${gradientId})`}
        />
      )}
      <path d={path} fill="none" stroke={color} strokeWidth={2.5} strokeLinejoin="round" />
      {points.map((point, index) => (
        <circle
          key={point.label}
          data-value={point.value}
          cx={scales.x(index)}
          cy={scales.y(point.value)}
          r={activeIndex === index ? 6 : 4}
          fill="var(--nova-surface)"
          stroke={color}
          strokeWidth={2.5}
          {...hover(index)}
        >
          <title>{`${point.label}: ${props.format(point.value)}`}</title>
        </circle>
      ))}
    </ChartFrame>
  );
}
