/** A trip the trip form's rules accept, for the trip form's tests. */
export const validTrip = {
  place: 'Spiti',
  price: 24999,
  days: '6N/7D',
  description: 'Monasteries.',
  googleSheetUrl: 'https://docs.google.com/spreadsheets/d/x',
};
