/**
 * Every visitor-facing word of the trip filter bar and the departures calendar, in one place so that a translation can
 * take them over whole. The filters' error messages are the domain's (searchMessages); the seat words are the trip
 * page's (seatsLeftText).
 */
export const searchText = {
  barTitle: 'Find your trip',
  q: 'Destination or activity',
  qPlaceholder: 'e.g. Ladakh, trek, houseboat',
  month: 'Month',
  anyMonth: 'Any month',
  minPrice: 'Budget from (₹)',
  maxPrice: 'Budget up to (₹)',
  minDays: 'Days from',
  maxDays: 'Days up to',
  theme: 'Theme',
  anyTheme: 'Any theme',
  available: 'Seats available',
  submit: 'Show trips',
  clear: 'Clear filters',
  resultsTitle: 'Trips matching your filters',
  results: (count: number) => (count === 1 ? '1 trip found' : `${count} trips found`),
  noneTitle: 'No trips match these filters',
  noneText: 'Try fewer filters, or tell us what you have in mind and we will plan it for you.',
  customTrip: 'Request a custom trip',
  invalidTitle: 'These filters could not be used',
  journeyLink: (name: string) => `See ${name} trips`,
} as const;

export const departuresText = {
  title: 'Departures calendar',
  metaTitle: (company: string) => `Departures calendar | ${company}`,
  description: (company: string) => `Every upcoming group departure of ${company} by month, with dates, price and seats left.`,
  lead: 'Every upcoming group departure by month, with the seats left right now.',
  none: 'No departures are open right now. New dates are added often: check back soon, or ask us for a custom trip.',
  from: 'per person',
  view: 'View trip',
  failed: 'Departures could not be loaded. Please try again.',
  footerLink: 'Departures calendar',
} as const;
