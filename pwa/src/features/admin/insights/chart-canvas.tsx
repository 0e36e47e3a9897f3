import { useEffect, useRef, useState } from 'react';
import type { ChartConfig } from './charts.ts';

interface Props {
  title: string;
  /** What the chart shows, in words, for screen readers and if the chart cannot load. */
  summary: string;
  config: ChartConfig;
}

/** One chart: Chart.js is loaded on first use, and the chart is rebuilt when its data changes. */
export function ChartCanvas({ title, summary, config }: Props) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let destroy: (() => void) | undefined;
    let current = true;
    import('./charts.ts')
      .then(({ drawChart }) => {
        if (current && canvasRef.current) destroy = drawChart(canvasRef.current, config);
      })
      .catch((error: unknown) => {
        console.error(error);
        if (current) setFailed(true);
      });
    return () => {
      current = false;
      destroy?.();
    };
  }, [config]);

  return (
    <figure className="admin-chart">
      <h3>{title}</h3>
      {failed ? (
        <p className="hint">{summary}</p>
      ) : (
        <div className="admin-chart-box">
          <canvas ref={canvasRef} role="img" aria-label={`${title}: ${summary}`} />
        </div>
      )}
    </figure>
  );
}
