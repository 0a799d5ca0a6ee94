import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { ListingCard } from '@tightlines/domain/charters/views';
import type { MapTiles } from '#web/lib/map-tiles';

const OPEN = '#0e7490';

/** What a popup says about a listing, already in the reader's words (the page formats it). */
export interface MapPopupText {
  place: string;
  price: string | null;
  rating: string;
  open: string;
}

/**
 * The results on a map: a marker per listing, the card's essentials in its popup with a link to the listing
 * (followed inside the app). Loaded on its own, only when the map view is chosen and tiles are configured.
 */
export default function ListingMap({
  tiles,
  label,
  items,
  popupOf,
}: {
  tiles: MapTiles;
  label: string;
  items: readonly ListingCard[];
  popupOf: (card: ListingCard) => MapPopupText;
}) {
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const markers = useRef<L.LayerGroup | null>(null);
  const navigate = useNavigate();
  const go = useRef(navigate);
  useEffect(() => {
    go.current = navigate;
  }, [navigate]);

  useEffect(() => {
    if (!element.current) return;
    const created = L.map(element.current, { worldCopyJump: true }).setView([20, 0], 2);
    L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 19 }).addTo(created);
    markers.current = L.layerGroup().addTo(created);
    map.current = created;
    return () => {
      created.remove();
      map.current = null;
    };
  }, [tiles.url, tiles.attribution]);

  useEffect(() => {
    const group = markers.current;
    const current = map.current;
    if (!group || !current) return;
    group.clearLayers();
    const points: L.LatLngTuple[] = [];
    for (const card of items) {
      const point: L.LatLngTuple = [card.location.latitude, card.location.longitude];
      points.push(point);
      const text = popupOf(card);
      // Built from text nodes: a listing's name is the owner's words, never markup.
      const popup = document.createElement('div');
      popup.className = 'flex flex-col gap-1 text-sm';
      const name = document.createElement('a');
      name.href = `/charters/${encodeURIComponent(card.id)}`;
      name.textContent = card.name;
      name.className = 'font-bold text-deep underline';
      name.addEventListener('click', (event) => {
        event.preventDefault();
        void go.current(`/charters/${encodeURIComponent(card.id)}`);
      });
      popup.append(name);
      for (const line of [text.place, text.rating, text.price]) {
        if (!line) continue;
        const row = document.createElement('span');
        row.textContent = line;
        popup.append(row);
      }
      L.circleMarker(point, { color: '#0f172a', weight: 2, fillColor: OPEN, fillOpacity: 1, radius: 8 })
        .bindPopup(popup)
        .bindTooltip(card.name)
        .addTo(group);
    }
    if (points.length === 1) current.setView(points[0]!, 11);
    else if (points.length > 1) current.fitBounds(L.latLngBounds(points), { padding: [32, 32], maxZoom: 12 });
  }, [items, popupOf]);

  return (
    <div
      ref={element}
      role="region"
      aria-label={label}
      className="h-[60vh] min-h-80 w-full overflow-hidden rounded-[var(--radius-card)] border border-slate-200 dark:border-slate-800"
    />
  );
}
