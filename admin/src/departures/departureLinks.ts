/** Links between trips, their departures and their bookings, with the list filtered or the form filled in. */
const query = (name: string, value: Record<string, unknown>) => `?${name}=${encodeURIComponent(JSON.stringify(value))}`;

/** The departures list showing one trip's runs. */
export const departuresOfTripSearch = (tripId: string) => query('filter', { tripId });
/** The departure form with the trip filled in. */
export const newDepartureOfTripSearch = (tripId: string) => query('source', { tripId });
/** The bookings list showing one departure's bookings. */
export const bookingsOfDepartureSearch = (departureId: string) => query('filter', { departureId });
