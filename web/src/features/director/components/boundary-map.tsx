import { useEffect, useRef } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { Boundary } from '@tightlines/domain/tournaments/events-contract';
import type { MapTiles } from '#web/lib/map-tiles';

type Point = [number, number];
const isPoint = (point: readonly number[]): point is Point =>
  point.length === 2 && point.every((value) => Number.isFinite(value));

const OPEN = '#0e7490';

/**
 * The event on a map: its location as a dot and its boundary as a circle or polygon; a click reports where it
 * landed (the editor decides what it sets). Loaded on its own, only when the editor shows a map.
 */
export default function BoundaryMap({
  tiles,
  label,
  location,
  boundary,
  onClick,
}: {
  tiles: MapTiles;
  label: string;
  location: Point | null;
  boundary: Boundary | null | undefined;
  onClick: (point: Point) => void;
}) {
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const shapes = useRef<L.LayerGroup | null>(null);
  const framed = useRef(false);
  const click = useRef(onClick);
  useEffect(() => {
    click.current = onClick;
  }, [onClick]);

  useEffect(() => {
    if (!element.current) return;
    const created = L.map(element.current, { worldCopyJump: true }).setView([20, 0], 2);
    L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 19 }).addTo(created);
    shapes.current = L.layerGroup().addTo(created);
    created.on('click', (event: L.LeafletMouseEvent) =>
      click.current([
        Number(event.latlng.lat.toFixed(5)),
        Number(L.Util.wrapNum(event.latlng.lng, [-180, 180], true).toFixed(5)),
      ]),
    );
    map.current = created;
    return () => {
      created.remove();
      map.current = null;
      framed.current = false;
    };
  }, [tiles.url, tiles.attribution]);

  useEffect(() => {
    const group = shapes.current;
    const current = map.current;
    if (!group || !current) return;
    group.clearLayers();
    const style = { color: OPEN, weight: 2, fillOpacity: 0.12 };
    if (boundary && 'center' in boundary && isPoint(boundary.center)) {
      if (Number.isFinite(boundary.radiusKm) && boundary.radiusKm > 0)
        L.circle(boundary.center, { ...style, radius: boundary.radiusKm * 1000 }).addTo(group);
      L.circleMarker(boundary.center, { ...style, radius: 4, fillOpacity: 1 }).addTo(group);
    }
    if (boundary && 'polygon' in boundary) {
      const points = boundary.polygon.filter(isPoint);
      if (points.length >= 3) L.polygon(points, style).addTo(group);
      else if (points.length === 2) L.polyline(points, style).addTo(group);
      for (const point of points) L.circleMarker(point, { ...style, radius: 4, fillOpacity: 1 }).addTo(group);
    }
    if (location)
      L.circleMarker(location, {
        color: '#0f172a',
        weight: 2,
        fillColor: '#f59e0b',
        fillOpacity: 1,
        radius: 8,
      })
        .bindTooltip(label)
        .addTo(group);
    // Frame what is there once; later edits should not move the map under the director's hand.
    if (!framed.current) {
      const layers = group.getLayers();
      if (layers.length > 0) {
        const bounds = L.featureGroup(layers).getBounds();
        if (bounds.isValid()) current.fitBounds(bounds.pad(0.3), { maxZoom: 12 });
        framed.current = true;
      }
    }
  }, [boundary, location, label]);

  return (
    <div
      ref={element}
      role="application"
      aria-label={label}
      className="z-0 h-72 w-full overflow-hidden rounded-[var(--radius-control)] border border-slate-200 sm:h-96 dark:border-slate-800"
    />
  );
}
