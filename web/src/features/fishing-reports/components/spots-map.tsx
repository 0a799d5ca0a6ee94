import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { LocationMapQuery, MapLocation } from '@tightlines/domain/fishing-reports/location-tags';
import type { MapTiles } from '#web/lib/map-tiles';

const OPEN = '#0e7490';

/** A longitude folded into [-180, 180] (the map scrolls round the world; the API's box does not). */
const wrap = (longitude: number) => ((((longitude + 180) % 360) + 360) % 360) - 180;
const clampLatitude = (latitude: number) => Math.max(-90, Math.min(90, latitude));

/** The box on screen as the API reads it (west > east when it spans the 180° meridian). */
export function boxOf(bounds: L.LatLngBounds): LocationMapQuery {
  const round = (value: number) => Math.round(value * 1e4) / 1e4;
  const full = bounds.getEast() - bounds.getWest() >= 360;
  return {
    south: round(clampLatitude(bounds.getSouth())),
    north: round(clampLatitude(bounds.getNorth())),
    west: full ? -180 : round(wrap(bounds.getWest())),
    east: full ? 180 : round(wrap(bounds.getEast())),
  };
}

/** What a marker's popup says, in the reader's words (the page formats it). */
export interface SpotText {
  detail: string;
  action: string;
}

/**
 * Shared fishing spots on a map: a marker per spot (bigger when tagged more), its place and tag count in the
 * popup with a link to the reports there. Reports the box on screen so the page loads the spots inside it.
 * Loaded on its own, only when the map view is chosen and tiles are configured.
 */
export default function SpotsMap({
  tiles,
  label,
  items,
  textOf,
  onBox,
  linkOf,
}: {
  tiles: MapTiles;
  label: string;
  items: readonly MapLocation[];
  textOf: (spot: MapLocation) => SpotText;
  onBox: (box: LocationMapQuery) => void;
  linkOf: (spot: MapLocation) => string;
}) {
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const markers = useRef<L.LayerGroup | null>(null);
  const navigate = useNavigate();
  const latest = useRef({ navigate, onBox });
  useEffect(() => {
    latest.current = { navigate, onBox };
  }, [navigate, onBox]);

  useEffect(() => {
    if (!element.current) return;
    const created = L.map(element.current, { worldCopyJump: true }).setView([30, -40], 2);
    L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 19 }).addTo(created);
    markers.current = L.layerGroup().addTo(created);
    map.current = created;
    const report = () => latest.current.onBox(boxOf(created.getBounds()));
    created.on('moveend', report);
    report();
    return () => {
      created.off('moveend', report);
      created.remove();
      map.current = null;
    };
  }, [tiles.url, tiles.attribution]);

  useEffect(() => {
    const group = markers.current;
    if (!group) return;
    group.clearLayers();
    for (const spot of items) {
      const text = textOf(spot);
      // Built from text nodes: a place's name is a person's words, never markup.
      const popup = document.createElement('div');
      popup.className = 'flex flex-col gap-1 text-sm';
      const name = document.createElement('strong');
      name.textContent = spot.name;
      name.className = 'font-bold text-deep';
      const detail = document.createElement('span');
      detail.textContent = text.detail;
      const link = document.createElement('a');
      link.href = linkOf(spot);
      link.textContent = text.action;
      link.className = 'font-semibold text-open underline';
      link.addEventListener('click', (event) => {
        event.preventDefault();
        void latest.current.navigate(linkOf(spot));
      });
      popup.append(name, detail, link);
      L.circleMarker([spot.latitude, spot.longitude], {
        color: '#0f172a',
        weight: 2,
        fillColor: OPEN,
        fillOpacity: 0.9,
        radius: Math.min(6 + spot.count * 2, 18),
      })
        .bindPopup(popup)
        .bindTooltip(spot.name)
        .addTo(group);
    }
  }, [items, textOf, linkOf]);

  return (
    <div
      ref={element}
      role="region"
      aria-label={label}
      className="h-[60vh] min-h-80 w-full overflow-hidden rounded-[var(--radius-card)] border border-slate-200 dark:border-slate-800"
    />
  );
}
