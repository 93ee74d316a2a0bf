/**
 * Our words on top of react-admin's English, keyed as react-admin looks them up (by resource).
 * Documented texts come from the domain module.
 */
import { bookingMessages, messages } from '@travel/server/domain';

export const en: Record<string, string> = {
  // docs/product.md#errors: after a confirmed delete.
  'resources.trips.notifications.deleted': messages.deleted,
  'resources.reviews.notifications.deleted': messages.deleted,
  'resources.trips.notifications.created': messages.tripCreated,
  'resources.trips.notifications.updated': messages.tripUpdated,
  'resources.departures.notifications.created': bookingMessages.departureCreated,
  'resources.departures.notifications.updated': bookingMessages.departureUpdated,
  'resources.departures.notifications.deleted': bookingMessages.departureDeleted,

  // Names the sort menus and column headers show.
  'resources.trips.fields.createdAt': 'Created',
  'resources.trips.fields.price': 'Price',
  'resources.trips.fields.date': 'Departure date',
  'resources.trips.fields.place': 'Destination',
  'resources.reviews.fields.createdAt': 'Created',
  'resources.reviews.fields.rating': 'Rating',
  'resources.reviews.fields.reviewerName': 'Reviewer',
  'resources.customization-requests.fields.createdAt': 'Received',
  'resources.customization-requests.fields.startDate': 'Start date',
  'resources.customization-requests.fields.handled': 'State',
};
