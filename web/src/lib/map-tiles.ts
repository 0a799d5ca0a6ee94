/**
 * The map tiles the editor draws on, from MAP_TILE_URL at build time (an XYZ template such as
 * https://tile.openstreetmap.org/{z}/{x}/{y}.png) with MAP_TILE_ATTRIBUTION. Without a URL there is no map
 * and places are typed as coordinates.
 */
export interface MapTiles {
  url: string;
  attribution: string;
}

export function mapTiles(env: Record<string, unknown> = import.meta.env): MapTiles | null {
  const url = typeof env.MAP_TILE_URL === 'string' ? env.MAP_TILE_URL.trim() : '';
  if (!url) return null;
  const attribution = typeof env.MAP_TILE_ATTRIBUTION === 'string' ? env.MAP_TILE_ATTRIBUTION : '';
  return { url, attribution };
}
