/**
 * Tightlines' public contact details, the one source for the footer, the contact page cards and map.
 * The phone number is in the 555-01xx range reserved for fiction until a real line is assigned.
 */
export const CONTACT_DETAILS = {
  email: 'hello@tightlines.app',
  phoneDisplay: '+1 (954) 555-0142',
  phoneHref: 'tel:+19545550142',
  addressLines: ['Tightlines', '200 Harbor Walk, Suite 410', 'Fort Lauderdale, FL 33316', 'USA'],
  /** Contact hours are Monday to Friday 9:00 to 18:00. */
  hours: { open: '9:00', close: '18:00' },
  /** A reply is promised within 24 hours. */
  replyWithinHours: 24,
  directionsUrl:
    'https://www.openstreetmap.org/search?query=200%20Harbor%20Walk%2C%20Fort%20Lauderdale%2C%20FL%2033316',
} as const;
