/** Ad heights in CSS pixels; video is sized by its player and is not sold on this page. */
export const AD_FORMATS = [
  { key: 'banner', heightPx: 90, previewWidth: '100%' },
  { key: 'sidebar', heightPx: 250, previewWidth: '60%' },
  { key: 'skyscraper', heightPx: 600, previewWidth: '28%' },
  { key: 'mobileSticky', heightPx: 50, previewWidth: '100%' },
] as const;
