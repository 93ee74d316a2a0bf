/**
 * The bookings list's CSV export (react-admin's exporter: jsonexport, then a download): one row per
 * booking with its trip and departure, the lead traveller by name, the party and the money in
 * rupees (plain numbers, so a spreadsheet can add them up). Headers are words, dates ISO 8601 and
 * the mobile in the one export format (domain/exports.ts), as in the departure manifest.
 */
import {
  bookingStatusLabels,
  exportDate,
  exportPhone,
  instalmentLeft,
  instalmentsCsvText,
  leadTravellerName,
  priceBeforeDiscounts,
  pricingLinesText,
} from '@travel/server/domain';
import type { Booking, Departure, Trip } from '@travel/server/entities';
import { defaultExporter } from 'react-admin';
import { sharesCsvText } from './BookingShares.tsx';
import type { Exporter } from 'react-admin';

export function bookingCsvRow(booking: Booking, trip?: Pick<Trip, 'place'>, departure?: Pick<Departure, 'startDate'>) {
  return {
    Reference: booking.reference,
    Status: bookingStatusLabels[booking.status],
    Trip: trip?.place ?? booking.place ?? '',
    'Departure date': exportDate(departure?.startDate ?? booking.startDate),
    'Lead traveller': leadTravellerName(booking),
    Account: booking.user.username,
    Mobile: exportPhone(booking.user),
    Adults: booking.adults,
    Kids: booking.kids,
    Seats: booking.seats,
    Travellers: booking.travellers.map((traveller) => traveller.name).join('; '),
    'Price before discounts (INR)': priceBeforeDiscounts(booking),
    Discounts: pricingLinesText(booking.pricing?.lines ?? []),
    'Total (INR)': booking.totalAmount,
    'Deposit (INR)': booking.depositAmount,
    'Paid (INR)': booking.amountPaid,
    'Balance due (INR)': booking.balanceDue,
    // A split booking: each share's traveller, paid / amount (INR).
    Shares: sharesCsvText(booking.shares ?? []),
    'Balance due date': exportDate(booking.balanceDueDate ?? ''),
    Instalments: instalmentsCsvText(booking.instalments ?? []),
    'Overdue (INR)': (booking.instalments ?? [])
      .filter((instalment) => instalment.status === 'overdue')
      .reduce((sum, instalment) => Math.round((sum + instalmentLeft(instalment)) * 100) / 100, 0),
    'Booked at': exportDate(booking.createdAt),
  };
}

export const bookingExporter: Exporter<Booking> = async (bookings, fetchRelatedRecords, dataProvider, resource) => {
  const trips = await fetchRelatedRecords<Trip>(bookings, 'tripId', 'trips');
  const departures = await fetchRelatedRecords<Departure>(bookings, 'departureId', 'departures');
  const rows = bookings.map((booking) => bookingCsvRow(booking, trips[booking.tripId], departures[booking.departureId]));
  return defaultExporter(rows, fetchRelatedRecords, dataProvider, resource ?? 'bookings');
};
