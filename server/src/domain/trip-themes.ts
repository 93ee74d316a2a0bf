/**
 * The six Custom Journeys themes a trip may belong to (DESIGN.md "Waitlist, search and Hindi"): the slug the API and the
 * address speak, and the English name the landing's Custom Journeys cards, the filter bar and the back office show.
 */
export const tripThemes = [
  { slug: 'wild-wanderings', name: 'Wild Wanderings' },
  { slug: 'urban-escapes', name: 'Urban Escapes' },
  { slug: 'she-travels', name: 'She Travels' },
  { slug: 'soulful-weekenders', name: 'Soulful Weekenders' },
  { slug: 'mystic-trails', name: 'Mystic Trails' },
  { slug: 'thematic-tours', name: 'Thematic Tours' },
] as const;

export type TripTheme = (typeof tripThemes)[number]['slug'];

export const tripThemeSlugs: readonly TripTheme[] = tripThemes.map((theme) => theme.slug);

export const isTripTheme = (value: unknown): value is TripTheme => typeof value === 'string' && tripThemeSlugs.includes(value as TripTheme);

/** The theme's English name, or the slug itself for a value that is none of ours. */
export const tripThemeName = (slug: string): string => tripThemes.find((theme) => theme.slug === slug)?.name ?? slug;

export const tripThemesInvalid = `Themes must be among: ${tripThemeSlugs.join(', ')}`;

/**
 * A trip's themes as a form or JSON sends them (a list, or text joined by commas): each once, in the order of the six;
 * null for anything else or a theme that is none of the six.
 */
export function parseTripThemes(value: unknown): TripTheme[] | null {
  if (value === undefined || value === null || value === '') return [];
  const items = typeof value === 'string' ? value.split(',').map((part) => part.trim()) : value;
  if (!Array.isArray(items)) return null;
  const themes: TripTheme[] = [];
  for (const item of items) {
    if (!isTripTheme(item)) return null;
    if (!themes.includes(item)) themes.push(item);
  }
  return tripThemeSlugs.filter((slug) => themes.includes(slug));
}
