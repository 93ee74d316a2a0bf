/**
 * The bookings list's CSV export (react-admin's exporter: jsonexport, then a download): one row per
 * booking with its trip and departure, the lead traveller, the party and the money in rupees
 * (plain numbers, so a spreadsheet can add them up).
 */
import { bookingStatusLabels, formatDateTime, formatPhone } from '@travel/server/domain';
import type { Booking, Departure, Trip } from '@travel/server/domain';
import { defaultExporter } from 'react-admin';
import type { Exporter } from 'react-admin';

export function bookingCsvRow(booking: Booking, trip?: Pick<Trip, 'place'>, departure?: Pick<Departure, 'startDate'>) {
  return {
    reference: booking.reference,
    status: bookingStatusLabels[booking.status],
    trip: trip?.place ?? '',
    departure: departure?.startDate ?? '',
    leadTraveller: booking.user.username,
    mobile: formatPhone(booking.user),
    adults: booking.adults,
    kids: booking.kids,
    seats: booking.seats,
    travellers: booking.travellers.map((traveller) => traveller.name).join('; '),
    totalAmount: booking.totalAmount,
    depositAmount: booking.depositAmount,
    amountPaid: booking.amountPaid,
    balanceDue: booking.balanceDue,
    createdAt: formatDateTime(booking.createdAt),
  };
}

export const bookingExporter: Exporter<Booking> = async (bookings, fetchRelatedRecords, dataProvider, resource) => {
  const trips = await fetchRelatedRecords<Trip>(bookings, 'tripId', 'trips');
  const departures = await fetchRelatedRecords<Departure>(bookings, 'departureId', 'departures');
  const rows = bookings.map((booking) => bookingCsvRow(booking, trips[booking.tripId], departures[booking.departureId]));
  return defaultExporter(rows, fetchRelatedRecords, dataProvider, resource ?? 'bookings');
};
