import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LocateFixed, X } from 'lucide-react';
import { Button } from '#web/components/ui/button';
import { Select } from '#web/components/ui/input';
import { useUnitSystem } from '#web/lib/units';
import { RADII_KM, type SearchFilters } from '#web/features/charters/search/lib/filters';
import { formatDistance } from '#web/features/charters/search/lib/format';

type Problem = 'denied' | 'unavailable' | 'unsupported';

/**
 * "Near me": the browser's position (rounded to about a kilometre; it only narrows the search) and a radius.
 * When the browser or the person refuses, it says so and how to search by place instead.
 */
export function NearMe({
  filters,
  update,
}: {
  filters: SearchFilters;
  update: (next: Partial<SearchFilters>) => void;
}) {
  const { t, i18n } = useTranslation('charters');
  const system = useUnitSystem();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const active = filters.lat !== null && filters.lng !== null;

  const locate = () => {
    setProblem(null);
    if (!('geolocation' in navigator)) {
      setProblem('unsupported');
      return;
    }
    setBusy(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setBusy(false);
        update({
          lat: Math.round(position.coords.latitude * 100) / 100,
          lng: Math.round(position.coords.longitude * 100) / 100,
          sort: 'distance',
        });
      },
      (error) => {
        setBusy(false);
        setProblem(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable');
      },
      { maximumAge: 600_000, timeout: 15_000 },
    );
  };

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        {active ? (
          <>
            <span className="text-sm font-medium text-deep dark:text-slate-200">{t('filters.nearMeOn')}</span>
            <label className="flex items-center gap-2 text-sm text-deep dark:text-slate-200">
              <span className="sr-only">{t('filters.radius')}</span>
              <Select
                value={String(filters.radiusKm)}
                onChange={(event) => update({ radiusKm: Number(event.target.value) })}
                className="w-auto"
              >
                {RADII_KM.map((km) => (
                  <option key={km} value={km}>
                    {t('filters.within', { distance: formatDistance(km, system, i18n.language) })}
                  </option>
                ))}
              </Select>
            </label>
            <Button
              variant="ghost"
              size="sm"
              onClick={() =>
                update({
                  lat: null,
                  lng: null,
                  sort: filters.sort === 'distance' ? 'recommended' : filters.sort,
                })
              }
            >
              <X className="h-4 w-4" aria-hidden="true" />
              {t('filters.nearMeClear')}
            </Button>
          </>
        ) : (
          <Button variant="outline" onClick={locate} busy={busy}>
            {!busy && <LocateFixed className="h-4 w-4" aria-hidden="true" />}
            {t('filters.nearMe')}
          </Button>
        )}
      </div>
      {problem && (
        <p role="alert" className="text-sm text-danger">
          {t(`filters.location.${problem}`)}
        </p>
      )}
    </div>
  );
}
