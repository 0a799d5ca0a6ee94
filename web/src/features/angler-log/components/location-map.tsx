import { useEffect, useRef } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { MapTiles } from '#web/lib/map-tiles';

type Point = [number, number];

/**
 * Where the fish was caught: a dot on a map; a click moves it (the form's latitude and longitude follow). Loaded
 * on its own, only when tiles are configured (web/src/lib/map-tiles.ts), as the charter listing form's map.
 */
export default function LocationMap({
  tiles,
  label,
  point,
  onPick,
}: {
  tiles: MapTiles;
  label: string;
  point: Point | null;
  onPick: (point: Point) => void;
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
    const created = L.map(element.current, { worldCopyJump: true }).setView(
      point ?? [30, -40],
      point ? 11 : 2,
    );
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
      className="h-56 w-full overflow-hidden rounded-[var(--radius-card)] border border-slate-200 dark:border-slate-700"
    />
  );
}
