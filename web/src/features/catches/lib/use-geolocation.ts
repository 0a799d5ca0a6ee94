import { useCallback, useEffect, useState } from 'react';

export type GeoState =
  | { state: 'locating' }
  | { state: 'found'; latitude: number; longitude: number; accuracy: number }
  | { state: 'denied' }
  | { state: 'unavailable' };

/** The phone's position for a catch, asked once on open and again on demand; never required. */
export function useGeolocation() {
  const [geo, setGeo] = useState<GeoState>({ state: 'locating' });

  const locate = useCallback(() => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      setGeo({ state: 'unavailable' });
      return;
    }
    setGeo({ state: 'locating' });
    navigator.geolocation.getCurrentPosition(
      (position) =>
        setGeo({
          state: 'found',
          latitude: position.coords.latitude,
          longitude: position.coords.longitude,
          accuracy: Math.round(position.coords.accuracy),
        }),
      (error) => setGeo({ state: error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable' }),
      { enableHighAccuracy: true, timeout: 20_000, maximumAge: 60_000 },
    );
  }, []);

  useEffect(() => locate(), [locate]);
  return { geo, locate };
}
