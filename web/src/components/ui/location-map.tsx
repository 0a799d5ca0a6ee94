import { useEffect, useRef } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { MapTiles } from '#web/lib/map-tiles';
import { cn } from '#web/components/ui/cn';

type Point = [number, number];

/**
 * A place in a form: a dot on a map; a click moves it (the form's latitude and longitude follow). Used by the charter
 * listing form and the catch log; load it lazily, only when tiles are configured (web/src/lib/map-tiles.ts).
 * With no point yet, the map shows the world around `start`.
 */
export default function LocationMap({
  tiles,
  label,
  point,
  onPick,
  start = [20, 0],
  className = 'h-64',
}: {
  tiles: MapTiles;
  label: string;
  point: Point | null;
  onPick: (point: Point) => void;
  start?: Point;
  /** The map's height (a Tailwind class). */
  className?: string;
}) {
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const marker = useRef<L.CircleMarker | null>(null);
  const pick = useRef(onPick);
  useEffect(() => {
    pick.current = onPick;
  }, [onPick]);

  useEffect(() => {
    if (!element.current) return;
    const created = L.map(element.current, { worldCopyJump: true }).setView(point ?? start, point ? 11 : 2);
    L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 19 }).addTo(created);
    created.on('click', (event: L.LeafletMouseEvent) =>
      pick.current([
        Number(event.latlng.lat.toFixed(5)),
        Number(L.Util.wrapNum(event.latlng.lng, [-180, 180], true).toFixed(5)),
      ]),
    );
    map.current = created;
    return () => {
      created.remove();
      map.current = null;
      marker.current = null;
    };
    // The view is set once; later points move the dot only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tiles.url, tiles.attribution]);

  useEffect(() => {
    const current = map.current;
    if (!current) return;
    marker.current?.remove();
    marker.current = point
      ? L.circleMarker(point, { radius: 8, color: '#0e7490', fillOpacity: 0.8 }).addTo(current)
      : null;
  }, [point]);

  return (
    <div
      ref={element}
      role="application"
      aria-label={label}
      className={cn(
        'w-full overflow-hidden rounded-[var(--radius-card)] border border-slate-200 dark:border-slate-700',
        className,
      )}
    />
  );
}
